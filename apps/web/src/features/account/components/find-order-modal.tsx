import { useState, type FormEvent } from 'react';
import { LogIn } from 'lucide-react';
import { digitsOnly, eventDateText, messages, type HostOrder } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { TextField } from '@web/shared/ui/field';
import { Dialog, type ModalControls } from '@web/shared/ui/modal';
import { useIdentityVerification, type IdentityOptions } from '../identity';
import { findOrders, type FindOrderOutcome } from '../order-lookup';
import { useNonMemberLogin } from '../session';
import styles from './find-account-modal.module.css';
import own from './find-order-modal.module.css';

export interface FindOrderModalProps extends ModalControls<FindOrderOutcome> {
  identity: IdentityOptions;
  initialName?: string;
  initialPhone?: string;
}

type Notice = { tone: 'ok' | 'bad'; text: string } | null;

/**
 * '주문번호 찾기' (issue 26): the name and phone given when the invitation was
 * made, proved by identity verification (PortOne, or the sandbox window),
 * list the orders made with them; one tap logs in to an order.
 */
export function FindOrderModal({ identity, initialName = '', initialPhone = '', close, titleId, descriptionId, returnFocusTo }: FindOrderModalProps) {
  const [name, setName] = useState(initialName);
  const [phoneNum, setPhoneNum] = useState(digitsOnly(initialPhone));
  const [notice, setNotice] = useState<Notice>(null);
  const [found, setFound] = useState<{ name: string; phoneNum: string; orders: HostOrder[] } | null>(null);
  const [searching, setSearching] = useState(false);
  const login = useNonMemberLogin();
  const { verify, isPending } = useIdentityVerification(identity, (text, kind) => setNotice({ tone: kind === 'verified' ? 'ok' : 'bad', text }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFound(null);
    setNotice(null);
    const verified = await verify(name, phoneNum);
    if (!verified) return;
    setSearching(true);
    try {
      const person = { name: name.trim(), phoneNum };
      const { orders } = await findOrders({ identityVerificationId: verified.identityVerificationId, nonUserName: person.name, phoneNum: person.phoneNum });
      setFound({ ...person, orders });
      setNotice(null);
    } catch (error) {
      setNotice({ tone: 'bad', text: errorMessage(error) });
    } finally {
      setSearching(false);
    }
  };

  const logInTo = (order: HostOrder) => {
    if (!found) return;
    login.mutate(
      { nonUserName: found.name, phoneNum: found.phoneNum, orderNum: order.orderNum },
      {
        onSuccess: () => close({ loggedIn: true }),
        onError: (error) => setNotice({ tone: 'bad', text: errorMessage(error) }),
      },
    );
  };

  return (
    <Dialog
      title="주문번호 찾기"
      ids={{ titleId, descriptionId }}
      size="md"
      onDismiss={() => close({ loggedIn: false })}
      returnFocusTo={returnFocusTo}
      actions={
        <Button variant="secondary" onClick={() => close({ loggedIn: false })}>
          닫기
        </Button>
      }
    >
      <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate aria-label="주문번호 찾기">
        <p className={styles.lead}>{messages.orderLookup.lead}</p>
        <TextField label="이름" autoComplete="name" maxLength={30} value={name} onChange={(event) => setName(event.target.value)} />
        <TextField
          label="휴대폰 번호"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="'-' 없이 숫자만 입력"
          value={phoneNum}
          onChange={(event) => setPhoneNum(digitsOnly(event.target.value).slice(0, 11))}
        />
        <Button type="submit" size="lg" block loading={isPending || searching}>
          본인인증하고 주문번호 찾기
        </Button>
        {/* Always rendered, so screen readers announce each new sentence. */}
        <p className={notice ? `${styles.notice} ${styles[notice.tone]}` : styles.empty} role="status" aria-live="polite">
          {notice?.text ?? ''}
        </p>
        {found ? (
          <section className={styles.result} aria-labelledby="find-order-result">
            <h3 id="find-order-result" className={styles.resultTitle}>
              {messages.orderLookup.found}
            </h3>
            <ul className={own.orders}>
              {found.orders.map((order) => (
                <li key={order.orderNum} className={own.order}>
                  <p className={own.head}>
                    <span className={`${own.kind} ${order.invitationType === 'W' ? own.wedding : own.funeral}`}>
                      {order.invitationType === 'W' ? '청첩장' : '부고장'}
                    </span>
                    <span className={own.title}>{order.title}</span>
                  </p>
                  <p className={own.facts}>
                    {order.invitationType === 'W' ? '예식' : '발인'} {eventDateText(order.eventDate)} · {order.placeName}
                  </p>
                  <p className={own.number}>
                    주문번호 <strong>{order.orderNum}</strong>
                  </p>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={login.isPending && login.variables?.orderNum === order.orderNum}
                    onClick={() => logInTo(order)}
                  >
                    <LogIn size={16} aria-hidden="true" />이 주문으로 로그인<span className="visually-hidden"> ({order.title})</span>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </form>
    </Dialog>
  );
}
