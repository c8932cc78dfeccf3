import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import type { RedeemPreview } from '@local-shops/shared/coins';
import { COINS_OWNER_TEXT } from '@local-shops/shared/locales/en/coins';
import { ApiRequestError } from '../../lib/api.ts';
import { coinsApi, idempotencyKey } from '../../lib/coins-api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useLocale, useTexts } from '../../lib/i18n.ts';
import { codeOfScan, CodeScanner } from './code-scanner.tsx';
import { rupees } from './coins-format.ts';

/**
 * One press's idempotency key: kept while the answer may not have arrived (a network failure), so
 * that pressing again cannot credit or debit twice; a new one once the server answered.
 */
function useRetryKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= idempotencyKey()),
    settle: (failure?: unknown) => {
      if (!(failure instanceof ApiRequestError && failure.statusCode === 0)) key.current = null;
    },
    reset: () => {
      key.current = null;
    },
  };
}

/** A counter action's state: busy while it runs, and the message of its failure. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>, onFailure?: (failure: unknown) => void) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      onFailure?.(failure);
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** The bill in whole rupees. */
function BillField({
  id,
  value,
  onChange,
  describedBy,
  inputRef,
}: {
  id: string;
  value: string;
  onChange: (bill: string) => void;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useTexts(COINS_OWNER_TEXT);
  return (
    <>
      <label htmlFor={id}>{t.bill}</label>
      <input
        ref={inputRef}
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/** The 6-digit code field, typed or filled by the camera. */
function CodeField({
  id,
  label,
  value,
  onChange,
  onScanned,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  /** After a code was read by the camera: the counter moves on to the next field. */
  onScanned?: () => void;
}) {
  const t = useTexts(COINS_OWNER_TEXT);
  const [scanning, setScanning] = useState(false);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div className="coins-code-field">
        <input
          id={id}
          className="coins-code-field__input"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{6}"
          maxLength={6}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        {scanning ? null : (
          <button type="button" className="button" onClick={() => setScanning(true)}>
            {t.scan}
          </button>
        )}
      </div>
      {scanning ? (
        <CodeScanner
          onCode={(code) => {
            setScanning(false);
            onChange(codeOfScan(code) ?? '');
            onScanned?.();
          }}
          onClose={() => setScanning(false)}
        />
      ) : null}
    </>
  );
}

/** "Give coins": the shopper's earn code and the bill; the API credits the coins the shop's rate gives. */
export function GiveCoins({ shopId, onDone }: { shopId: string; onDone: () => void }) {
  const t = useTexts(COINS_OWNER_TEXT);
  const id = useId();
  const [code, setCode] = useState('');
  const [bill, setBill] = useState('');
  const { busy, error, run } = useAction();
  const [given, setGiven] = useState<string | null>(null);
  const key = useRetryKey();
  const billRef = useRef<HTMLInputElement>(null);
  const billRupees = Number(bill);
  const valid = /^\d{6}$/.test(code) && Number.isInteger(billRupees) && billRupees >= 1;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setGiven(null);
    await run(async () => {
      const result = await coinsApi.earn(shopId, { code, billRupees, idempotencyKey: key.current() });
      key.settle();
      setGiven(t.given(result.coins, result.entry.shopper));
      setCode('');
      setBill('');
      onDone();
    }, key.settle);
  }

  const edit = (change: () => void) => {
    key.reset();
    setGiven(null);
    change();
  };

  return (
    <form className="coins-card coins-stack" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.giveHeading}</h2>
      <p className="coins-note">{t.giveNote}</p>
      <CodeField
        id={`${id}-code`}
        label={t.shopperCode}
        value={code}
        onChange={(next) => edit(() => setCode(next))}
        onScanned={() => billRef.current?.focus()}
      />
      <BillField id={`${id}-bill`} inputRef={billRef} value={bill} onChange={(next) => edit(() => setBill(next))} />
      {error ? <p role="alert">{error}</p> : null}
      <div role="status">{given ? <p className="coins-arrived">{given}</p> : null}</div>
      <button type="submit" className="button button--primary" disabled={busy || !valid}>
        {busy ? t.giving : t.give}
      </button>
    </form>
  );
}

/** "Take coins": the shopper's spend code, what it takes off the bill, then the confirmation. */
export function TakeCoins({
  shopId,
  maxBillSharePercent,
  onDone,
}: {
  shopId: string;
  maxBillSharePercent: number;
  onDone: () => void;
}) {
  const t = useTexts(COINS_OWNER_TEXT);
  const locale = useLocale();
  const id = useId();
  const [code, setCode] = useState('');
  // The bill is optional: given, the API checks the share of it that coins may pay.
  const [bill, setBill] = useState('');
  const [preview, setPreview] = useState<RedeemPreview | null>(null);
  const { busy, error, run } = useAction();
  const [taken, setTaken] = useState<string | null>(null);
  const key = useRetryKey();
  const billRupees = bill === '' ? undefined : Number(bill);
  const billValid = billRupees === undefined || (Number.isInteger(billRupees) && billRupees >= 1);
  const withBill = billRupees === undefined ? {} : { billRupees };

  async function check(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code) || !billValid) return;
    setTaken(null);
    await run(async () => {
      key.reset();
      setPreview(await coinsApi.preview(shopId, { code, ...withBill }));
    });
  }

  async function confirm() {
    await run(async () => {
      const result = await coinsApi.redeem(shopId, { code, idempotencyKey: key.current(), ...withBill });
      key.settle();
      setTaken(t.taken(result.coins, rupees(result.discountRupees, locale)));
      setPreview(null);
      setCode('');
      onDone();
    }, key.settle);
  }

  return (
    <form className="coins-card coins-stack" onSubmit={(event) => void check(event)} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.takeHeading}</h2>
      <p className="coins-note">{t.takeNote}</p>
      <CodeField
        id={`${id}-code`}
        label={t.spendCode}
        value={code}
        onChange={(next) => {
          setCode(next);
          setPreview(null);
          setTaken(null);
        }}
      />
      <BillField
        id={`${id}-bill`}
        value={bill}
        describedBy={`${id}-share`}
        onChange={(next) => {
          setBill(next);
          setPreview(null);
        }}
      />
      <p id={`${id}-share`} className="coins-note">
        {t.sharePercent(maxBillSharePercent)}
      </p>
      {error ? <p role="alert">{error}</p> : null}
      <div role="status">
        {preview ? (
          <p className="coins-preview">
            {t.preview(preview.coins, rupees(preview.discountRupees, locale), preview.shopper)}
          </p>
        ) : null}
        {taken ? <p className="coins-arrived">{taken}</p> : null}
      </div>
      {preview ? (
        <div className="button-row">
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void confirm()}>
            {busy ? t.confirming : t.confirm(rupees(preview.discountRupees, locale))}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => setPreview(null)}>
            {t.cancel}
          </button>
        </div>
      ) : (
        <button type="submit" className="button button--primary" disabled={busy || !billValid || !/^\d{6}$/.test(code)}>
          {busy ? t.checking : t.check}
        </button>
      )}
    </form>
  );
}
