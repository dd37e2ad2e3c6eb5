import { studioSchemas } from '../../../contract/studio/endpoints';
import { studioMessages } from '../../../contract/studio/messages';
import { inTransaction } from '../../db/in-transaction';
import type { AppDeps } from '../../deps';
import { auditPage, recordAudit } from '../../domain/audit-log';
import { grantRole, listStaff, revokeRole, rolesOf, userIdByPhone } from '../../domain/staff-roles';
import { DomainError } from '../../domain/domain-error';
import { FieldErrors, parseStudioForm } from '../../http/parse-studio-form';
import { ok } from '../../http/respond';
import { parseQuery } from '../../http/validate';
import { studioRouter } from './studio-router';

/** Admins: who holds which role, granting and revoking, and the audit log. */
export function studioStaffRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioStaff', async (c) => {
    const staff = await listStaff(db);
    return ok(
      c,
      staff.map((m) => ({ user_id: m.userId, phone: m.phone, name: m.name, roles: m.roles })),
    );
  });

  on('studioStaffGrant', async (c) => {
    const { phone, role } = await parseStudioForm(c, studioSchemas.studioStaffGrant.body);
    const userId = await userIdByPhone(db, phone);
    if (userId === null) throw new FieldErrors({ phone: studioMessages.unknownPhone });
    const by = c.get('staff').userId;
    await inTransaction(db, async (trx) => {
      const before = await rolesOf(trx, userId);
      if (!(await grantRole(trx, { userId, role, by, now: clock.now() }))) return;
      const after = await rolesOf(trx, userId);
      await recordAudit(trx, clock.now(), {
        userId: by,
        entity: 'staff',
        entityId: userId,
        action: 'grant',
        before,
        after,
      });
    });
    return c.json({ status: true, msg: studioMessages.saved });
  });

  on('studioStaffRevoke', async (c) => {
    const { user_id, role } = await parseStudioForm(c, studioSchemas.studioStaffRevoke.body);
    const by = c.get('staff').userId;
    await inTransaction(db, async (trx) => {
      const before = await rolesOf(trx, user_id);
      if (role === 'admin' && before.includes('admin')) {
        const admins = await trx
          .selectFrom('staff_roles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('role', '=', 'admin')
          .executeTakeFirstOrThrow();
        // Nobody could grant roles in the studio again; the server command still could.
        if (Number(admins.n) <= 1) throw new DomainError('conflict', studioMessages.lastAdmin);
      }
      if (!(await revokeRole(trx, { userId: user_id, role, now: clock.now() }))) return;
      await recordAudit(trx, clock.now(), {
        userId: by,
        entity: 'staff',
        entityId: user_id,
        action: 'revoke',
        before,
        after: await rolesOf(trx, user_id),
      });
    });
    return c.json({ status: true, msg: studioMessages.saved });
  });

  on('studioAudit', async (c) => {
    const q = parseQuery(c, studioSchemas.studioAudit.query);
    return ok(
      c,
      await auditPage(db, {
        userId: q.user,
        phone: q.phone,
        entity: q.entity,
        entityId: q.entity_id,
        from: q.from,
        to: q.to,
        page: q.page,
      }),
    );
  });

  return app;
}
