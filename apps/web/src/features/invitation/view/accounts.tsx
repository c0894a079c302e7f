import { useId, useState } from 'react';
import { ChevronDown, Copy } from 'lucide-react';
import type { FuneralView, WeddingView } from '@ongi/shared';
import { copyWithNotice } from './copy';
import { Prose, Section } from './section';
import { storedText } from './view-text';
import styles from './view.module.css';

export interface AccountLine {
  /** Who it is for, before the holder's name: '신랑', '신부 아버지'… (wedding rows carry none). */
  holder: string;
  bankName: string;
  number: string;
}

/** One account with its copy button; the bank's name goes along so banking apps recognise it. */
function AccountRow({ account }: { account: AccountLine }) {
  return (
    <li className={styles.account}>
      <div className={styles.accountText}>
        <p className={styles.accountHolder}>{account.holder}</p>
        <p className={styles.accountNumber}>
          {account.bankName} {account.number}
        </p>
      </div>
      <button
        type="button"
        className={styles.copyButton}
        aria-label={`${account.holder} ${account.bankName} 계좌번호 복사`}
        onClick={() => void copyWithNotice(`${account.bankName} ${account.number}`)}
      >
        <Copy aria-hidden="true" size={15} />
        복사
      </button>
    </li>
  );
}

export function AccountList({ accounts, boxed = false }: { accounts: AccountLine[]; boxed?: boolean }) {
  return (
    <ul className={boxed ? `${styles.accountList} ${styles.accountBox}` : styles.accountList}>
      {accounts.map((account, index) => (
        <AccountRow key={`${account.number}-${index}`} account={account} />
      ))}
    </ul>
  );
}

/** A side's accounts behind a button: many guests find open account numbers rude, so they stay folded until asked for. */
function FoldedAccounts({ title, accounts }: { title: string; accounts: AccountLine[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className={styles.accountGroup}>
      <h3 className={styles.accountGroupHeading}>
        <button type="button" className={styles.foldButton} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {title}
          <ChevronDown aria-hidden="true" size={18} className={styles.foldIcon} />
        </button>
      </h3>
      <div id={listId} hidden={!open}>
        <AccountList accounts={accounts} />
      </div>
    </div>
  );
}

const weddingSideTitles = { groom: '신랑측 계좌번호', bride: '신부측 계좌번호' } as const;

export function weddingAccountGroups(wedding: WeddingView) {
  return (['groom', 'bride'] as const)
    .map((side) => ({
      side,
      title: weddingSideTitles[side],
      accounts: wedding.accounts
        .filter((account) => account.side === side)
        .map((account) => ({ holder: account.name, bankName: account.bankName, number: account.bankNumber })),
    }))
    .filter((group) => group.accounts.length > 0);
}

/** 마음 전하실 곳: the thank-you words and each side's accounts, folded. */
export function WeddingAccounts({ wedding }: { wedding: WeddingView }) {
  const groups = weddingAccountGroups(wedding);
  if (groups.length === 0) return null;
  return (
    <Section title="마음 전하실 곳">
      <Prose text={storedText(wedding.thankyouMessage)} />
      <div className={styles.accountGroups}>
        {groups.map((group) => (
          <FoldedAccounts key={group.side} title={group.title} accounts={group.accounts} />
        ))}
      </div>
    </Section>
  );
}

export function funeralAccountLines(funeral: FuneralView): AccountLine[] {
  return funeral.accounts.map((account) => ({ holder: account.name, bankName: account.bankName, number: account.bankInfo }));
}

/** The mourners' accounts in the open (funeral style 4; the others reach them through 조의금). */
export function FuneralAccounts({ funeral }: { funeral: FuneralView }) {
  const accounts = funeralAccountLines(funeral);
  if (accounts.length === 0) return null;
  return (
    <Section title="마음 전하실 곳">
      <Prose text={storedText(funeral.thankyouMessage)} />
      <AccountList accounts={accounts} boxed />
    </Section>
  );
}
