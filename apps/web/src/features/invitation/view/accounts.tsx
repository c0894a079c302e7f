import { useId, useState } from 'react';
import { ChevronDown, Copy } from 'lucide-react';
import type { FuneralView, WeddingView } from '@ongi/shared';
import { copyForTransferApp, copyWithNotice } from './copy';
import { kakaoPayTransferLink, tossTransferLink } from './transfer-links';
import { Prose, Section } from './section';
import { storedText } from './view-text';
import styles from './view.module.css';

export interface AccountLine {
  /** Who it is for, before the holder's name: '신랑', '신부 아버지'… (wedding rows carry none). */
  holder: string;
  bankName: string;
  number: string;
}

/**
 * One account with its copy button and Toss's transfer link; the bank's name
 * goes along with the number so banking apps recognise it.
 */
function AccountRow({ account }: { account: AccountLine }) {
  const copied = `${account.bankName} ${account.number}`;
  const toss = tossTransferLink(account.bankName, account.number);
  return (
    <li className={styles.account}>
      <div className={styles.accountText}>
        <p className={styles.accountHolder}>{account.holder}</p>
        <p className={styles.accountNumber}>
          {account.bankName} {account.number}
        </p>
      </div>
      <div className={styles.accountActions}>
        <button
          type="button"
          className={styles.copyButton}
          aria-label={`${account.holder} ${account.bankName} 계좌번호 복사`}
          onClick={() => void copyWithNotice(copied)}
        >
          <Copy aria-hidden="true" size={15} />
          복사
        </button>
        {toss ? (
          <a className={styles.copyButton} href={toss} aria-label={`${account.holder}에게 토스로 보내기`} onClick={() => copyForTransferApp(copied, '토스')}>
            토스로 보내기
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** The host's own KakaoPay 송금 link for a side, when they gave one: no link is made up without it. */
function KakaoPayButton({ link, label }: { link: string | null | undefined; label: string }) {
  const href = kakaoPayTransferLink(link);
  if (!href) return null;
  return (
    <a className={styles.kakaoPayButton} href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} 카카오페이로 보내기 (새 창)`}>
      카카오페이로 보내기
    </a>
  );
}

export function AccountList({
  accounts,
  boxed = false,
  kakaoPayLink,
  kakaoPayLabel = '',
}: {
  accounts: AccountLine[];
  boxed?: boolean;
  kakaoPayLink?: string;
  kakaoPayLabel?: string;
}) {
  return (
    <>
      <ul className={boxed ? `${styles.accountList} ${styles.accountBox}` : styles.accountList}>
        {accounts.map((account, index) => (
          <AccountRow key={`${account.number}-${index}`} account={account} />
        ))}
      </ul>
      <KakaoPayButton link={kakaoPayLink} label={kakaoPayLabel} />
    </>
  );
}

/** A side's accounts behind a button: many guests find open account numbers rude, so they stay folded until asked for. */
function FoldedAccounts({ title, accounts, kakaoPayLink }: { title: string; accounts: AccountLine[]; kakaoPayLink: string }) {
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
        <AccountList accounts={accounts} kakaoPayLink={kakaoPayLink} kakaoPayLabel={title.replace(' 계좌번호', '')} />
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
      kakaoPayLink: side === 'groom' ? wedding.groomKakaoPayLink : wedding.brideKakaoPayLink,
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
          <FoldedAccounts key={group.side} title={group.title} accounts={group.accounts} kakaoPayLink={group.kakaoPayLink} />
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
      <AccountList accounts={accounts} boxed kakaoPayLink={funeral.kakaoPayLink} kakaoPayLabel="상주" />
    </Section>
  );
}
