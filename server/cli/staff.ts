/*
 * `npm run staff -- grant PHONE ROLE` / `revoke PHONE ROLE` / `list`, on the server machine with
 * the server's environment (DATA_DIR or DATABASE_URL): how the first admin is made; after that,
 * admins grant and revoke roles in the studio. Each change is in the audit log, its author the
 * server machine (user 0). One line of result, exit 0; or one `btv staff: …` line, exit 1.
 */
import { STAFF_ROLES } from '../../contract/studio/roles';
import type { StaffRole } from '../../contract/studio/roles';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { inTransaction } from '../db/in-transaction';
import { migrateToLatest } from '../db/migrate';
import { recordAudit } from '../domain/audit-log';
import { phoneProblem } from '../domain/operator-accounts';
import { grantRole, listStaff, revokeRole, rolesOf, userIdByPhone } from '../domain/staff-roles';
import { Refused, runCommand } from './run-command';

const USAGE = `usage: npm run staff -- grant PHONE ROLE | revoke PHONE ROLE | list (roles: ${STAFF_ROLES.join(', ')})`;
/** The audit log's author for changes made on the server machine. */
const SERVER_MACHINE = 0;

function parseRole(value: string | undefined): StaffRole {
  const role = STAFF_ROLES.find((r) => r === value);
  if (!role) throw new Refused(`unknown role ${value ?? '(none)'}; ${USAGE}`);
  return role;
}

async function run(args: string[]): Promise<string> {
  const [command, phone, roleName, ...rest] = args;
  const changing = command === 'grant' || command === 'revoke';
  if (!(changing || command === 'list') || rest.length > 0) throw new Refused(USAGE);
  if (changing && (phone === undefined || phoneProblem(phone))) {
    throw new Refused('the phone must be 8 digits, as registration asks');
  }
  const role = changing ? parseRole(roleName) : null;

  const db = createDb(loadConfig());
  try {
    await migrateToLatest(db);
    if (command === 'list') {
      const staff = await listStaff(db);
      if (staff.length === 0) return 'no staff yet (npm run staff -- grant PHONE admin)';
      return staff.map((m) => `${m.phone} (user ${m.userId}): ${m.roles.join(', ')}`).join('\n');
    }
    const userId = await userIdByPhone(db, phone!);
    if (userId === null) {
      throw new Refused(`${phone} has no account (npm run users -- add ${phone} makes one)`);
    }
    const now = systemClock.now();
    const changed = await inTransaction(db, async (trx) => {
      const before = await rolesOf(trx, userId);
      const done =
        command === 'grant'
          ? await grantRole(trx, { userId, role: role!, by: null, now })
          : await revokeRole(trx, { userId, role: role!, now });
      if (done) {
        await recordAudit(trx, now, {
          userId: SERVER_MACHINE,
          entity: 'staff',
          entityId: userId,
          action: command,
          before,
          after: await rolesOf(trx, userId),
        });
      }
      return done;
    });
    if (command === 'grant') {
      return changed ? `${phone} is now ${role}` : `${phone} was already ${role}; nothing changed`;
    }
    return changed
      ? `${phone} is no longer ${role}; their studio sessions are ended`
      : `${phone} was not ${role}; nothing changed`;
  } finally {
    await db.destroy();
  }
}

runCommand('staff', run);
