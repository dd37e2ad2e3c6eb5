import { useState, type FormEvent } from 'react';
import {
  FieldError,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextField,
} from 'react-aria-components';
import type { TaxProfile, TaxType } from '@contract/entities';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { UserIcon } from '@/ui/icons';
import { LoadError } from '@/ui/status-view';
import { useTaxType } from '../api/get-tax-type';
import { useSetTaxType } from '../api/set-tax-type';
import { extendTexts } from '../extend-texts';
import { BuildingIcon } from './page-icons';
import { PaymentShell } from './payment-shell';
import { PayButton } from './pay-button';
import styles from './payment-pages.module.css';

const t = extendTexts.tax;
const REGISTER_NO = /^\d{7}$/;

interface Props {
  userId: number;
  /** /aan: business is preselected. */
  business?: boolean;
}

/** /choose/tax/type and /aan: receipts for the user ('Хувь хүн') or a business ('Байгууллага'). */
export function TaxTypePage({ userId, business = false }: Props) {
  const profile = useTaxType(userId);
  return (
    <PaymentShell
      title={t.title}
      lead={t.lead}
      kicker={extendTexts.receipts.title}
      back={{ to: '/payment' }}
    >
      {profile.isPending ? <div className={styles.optionsSkeleton} aria-busy="true" /> : null}
      {profile.isError ? <LoadError compact onRetry={() => void profile.refetch()} /> : null}
      {profile.data ? (
        <TaxTypeForm
          key={`${profile.data.type}-${profile.data.register_no ?? ''}`}
          userId={userId}
          saved={profile.data}
          initialType={business ? 'business' : profile.data.type}
        />
      ) : null}
    </PaymentShell>
  );
}

function TaxTypeForm({
  userId,
  saved,
  initialType,
}: {
  userId: number;
  saved: TaxProfile;
  initialType: TaxType;
}) {
  const [type, setType] = useState<TaxType>(initialType);
  const [registerNo, setRegisterNo] = useState(saved.register_no ?? '');
  const [touched, setTouched] = useState(false);
  const mutation = useSetTaxType();
  const invalid = type === 'business' && !REGISTER_NO.test(registerNo.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || mutation.isPending) return;
    mutation.mutate(
      { userId, type, registerNo: type === 'business' ? registerNo.trim() : null },
      {
        onSuccess: (answer) => showToast('success', answer.msg ?? t.saved),
        onError: (error) =>
          showToast('error', error instanceof ApiError ? error.msg : t.registerInvalid),
      },
    );
  };

  return (
    <form className={styles.taxForm} onSubmit={submit} noValidate>
      <RadioGroup
        className={styles.taxChoices}
        value={type}
        onChange={(value) => setType(value as TaxType)}
      >
        <Label className="visually-hidden">{t.legend}</Label>
        <Radio value="individual" className={styles.taxChoice}>
          <span className={styles.radioDot} aria-hidden="true" />
          <span className={styles.methodIcon} aria-hidden="true">
            <UserIcon />
          </span>
          <span className={styles.linkText}>
            <strong>{t.individual}</strong>
            <span>{t.individualText}</span>
          </span>
        </Radio>
        <Radio value="business" className={styles.taxChoice}>
          <span className={styles.radioDot} aria-hidden="true" />
          <span className={styles.methodIcon} aria-hidden="true">
            <BuildingIcon />
          </span>
          <span className={styles.linkText}>
            <strong>{t.business}</strong>
            <span>{t.businessText}</span>
          </span>
        </Radio>
      </RadioGroup>

      {type === 'business' ? (
        <TextField
          className={styles.field}
          value={registerNo}
          onChange={(value) => setRegisterNo(value.replace(/\D/g, '').slice(0, 7))}
          isInvalid={touched && invalid}
          isRequired
          inputMode="numeric"
          autoComplete="off"
        >
          <Label className={styles.fieldLabel}>{t.registerNo}</Label>
          <Input className={styles.input} maxLength={7} placeholder="1234567" />
          <Text slot="description" className={styles.fieldHint}>
            {t.registerHint}
          </Text>
          <FieldError className={styles.fieldError}>{t.registerInvalid}</FieldError>
        </TextField>
      ) : null}

      <div className={styles.footer}>
        <PayButton busy={mutation.isPending} type="submit" busyLabel={t.save} block>
          {t.save}
        </PayButton>
      </div>
    </form>
  );
}
