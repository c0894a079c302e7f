import { Heart } from 'lucide-react';
import type { InvitationView, WeddingView } from '@ongi/shared';
import { clockText, dateTimeText, eventDateText, itemAt, parseEditStyle, placeText, weddingDesigns, verifyPageUrl } from '@ongi/shared/light';
import { WeddingAccounts } from './accounts';
import { CalendarLink } from './calendar-link';
import { CampaignBlock } from './campaign-block';
import { ContactLinks } from './contact-links';
import { Gallery } from './gallery';
import { GuestbookPart, RsvpPart, type GuestParts } from './guest-parts';
import { InvitationFrame } from './invitation-frame';
import { MapBlock } from './map-block';
import { mainPhotoSizes, Photo } from './photo';
import { Prose, Section } from './section';
import { SendersBlock } from './senders-block';
import { ShareBlock } from './share-block';
import { accentTones } from './tone';
import { calendarMonth, daysUntil, dDayLabel, dDaySentence, designIndex, parentsText, storedText, weekdayNames } from './view-text';
import styles from './view.module.css';
import themes from './wedding.module.css';

interface WeddingProps {
  view: InvitationView;
  wedding: WeddingView;
}

/** The couple as the page's one h1: the names, a mark between them, and what it announces for screen readers. */
function CoupleHeading({ wedding, mark, className }: { wedding: WeddingView; mark: string; className?: string }) {
  return (
    <h1 className={className}>
      <span className={themes.name}>{wedding.groomName}</span>
      <span className={themes.mark} aria-hidden="true">
        {mark}
      </span>
      <span className="visually-hidden">, </span>
      <span className={themes.name}>{wedding.brideName}</span>
      <span className="visually-hidden"> 결혼합니다</span>
    </h1>
  );
}

function MainPhoto({ view, className }: { view: InvitationView; className?: string }) {
  if (!view.mainPhoto) return null;
  return <Photo photo={view.mainPhoto} alt="신랑 신부 사진" sizes={mainPhotoSizes} eager className={className} />;
}

/** 1 포토 커버: the photo fills the first screen, the names and the day written over it. */
function PhotoCover({ view, wedding }: WeddingProps) {
  return (
    <header className={themes.photoCover}>
      <div className={themes.photoCoverImage}>
        <MainPhoto view={view} className={themes.coverImg} />
      </div>
      <div className={themes.photoCoverText}>
        <p className={themes.eyebrow}>결혼식에 초대합니다</p>
        <CoupleHeading wedding={wedding} mark="♥" className={themes.photoCoverNames} />
        <p className={themes.photoCoverWhen}>{dateTimeText(wedding.eventDate, wedding.eventTime)}</p>
        <p className={themes.photoCoverPlace}>{placeText(wedding.place)}</p>
      </div>
    </header>
  );
}

/** 2 액자: names above, the photo in an arched mat, the day between two rules. */
function FrameCover({ view, wedding }: WeddingProps) {
  return (
    <header className={themes.frameCover}>
      <p className={themes.eyebrow}>소중한 분들을 초대합니다</p>
      <CoupleHeading wedding={wedding} mark="그리고" className={themes.frameNames} />
      {view.mainPhoto ? (
        <div className={themes.arch}>
          <MainPhoto view={view} className={themes.archImg} />
        </div>
      ) : null}
      <p className={themes.frameWhen}>
        <span>{eventDateText(wedding.eventDate)}</span>
        <span>{clockText(wedding.eventTime)}</span>
      </p>
      <p className={themes.framePlace}>{placeText(wedding.place)}</p>
    </header>
  );
}

/** 3 편지: a sealed letter that opens on the words first; the photo follows like a print slipped inside. */
function LetterCover({ view, wedding }: WeddingProps) {
  return (
    <header className={themes.letterCover}>
      <div className={themes.envelopeTop}>
        <span className={themes.seal} aria-hidden="true">
          <Heart size={24} fill="currentColor" />
        </span>
        <CoupleHeading wedding={wedding} mark="·" className={themes.letterNames} />
        <p className={themes.letterWhen}>{dateTimeText(wedding.eventDate, wedding.eventTime)}</p>
      </div>
      <div className={themes.letter}>
        <p className={themes.letterTo}>소중한 분들께</p>
        {wedding.mainMessage ? <p className={themes.letterTitle}>{wedding.mainMessage}</p> : null}
        <Prose text={storedText(wedding.greetingsMessage)} className={themes.letterBody} />
        <p className={themes.letterFrom}>
          {wedding.groomName} · {wedding.brideName} 드림
        </p>
      </div>
      {view.mainPhoto ? (
        <figure className={themes.print}>
          <MainPhoto view={view} className={themes.printImg} />
          <figcaption>{placeText(wedding.place)}</figcaption>
        </figure>
      ) : null}
    </header>
  );
}

/** 4 모던: the day in large figures, the names in bold type, the photo on an offset block of colour. */
function ModernCover({ view, wedding }: WeddingProps) {
  const [, month, day] = wedding.eventDate.split('-');
  return (
    <header className={themes.modernCover}>
      <p className={themes.modernDate} aria-hidden="true">
        <span>{month}</span>
        <span className={themes.modernSlash}>/</span>
        <span>{day}</span>
      </p>
      <CoupleHeading wedding={wedding} mark="&" className={themes.modernNames} />
      <p className={themes.modernWhen}>{dateTimeText(wedding.eventDate, wedding.eventTime)}</p>
      <p className={themes.modernPlace}>{placeText(wedding.place)}</p>
      {view.mainPhoto ? (
        <div className={themes.modernPhoto}>
          <MainPhoto view={view} className={themes.modernImg} />
        </div>
      ) : null}
    </header>
  );
}

const layouts = [
  { Cover: PhotoCover, theme: themes.photo, letter: false },
  { Cover: FrameCover, theme: themes.framed, letter: false },
  { Cover: LetterCover, theme: themes.letterTheme, letter: true },
  { Cover: ModernCover, theme: themes.modern, letter: false },
] as const;

function Greeting({ wedding }: { wedding: WeddingView }) {
  if (!wedding.mainMessage && !wedding.greetingsMessage) return null;
  return (
    <Section title="모시는 글">
      {wedding.mainMessage ? <p className={styles.lead}>{wedding.mainMessage}</p> : null}
      <Prose text={storedText(wedding.greetingsMessage)} />
    </Section>
  );
}

function Family({ wedding }: { wedding: WeddingView }) {
  const rows = [
    { role: '신랑', parents: parentsText(wedding.groomFatherName, wedding.groomMotherName), child: '아들', name: wedding.groomName },
    { role: '신부', parents: parentsText(wedding.brideFatherName, wedding.brideMotherName), child: '딸', name: wedding.brideName },
  ];
  return (
    <Section title="신랑 · 신부">
      <dl className={styles.family}>
        {rows.map((row) => (
          <div key={row.role} className={styles.familyRow}>
            <dt className={styles.familyRole}>{row.role}</dt>
            <dd className={styles.familyText}>
              {row.parents ? (
                <span className={styles.familyParents}>
                  {row.parents}의 {row.child}
                </span>
              ) : null}
              <strong className={styles.familyName}>{row.name}</strong>
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function WeddingDay({ view, wedding, preview }: WeddingProps & { preview: boolean }) {
  const month = calendarMonth(wedding.eventDate);
  const days = daysUntil(wedding.eventDate);
  return (
    <Section title="예식 일시">
      <p className={styles.when}>{dateTimeText(wedding.eventDate, wedding.eventTime)}</p>
      {month ? (
        <table className={styles.calendar}>
          <caption>{month.caption}</caption>
          <thead>
            <tr>
              {weekdayNames.map((name) => (
                <th key={name} scope="col" abbr={`${name}요일`}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {month.weeks.map((week, w) => (
              <tr key={w}>
                {week.map((day, d) => (
                  <td key={d} className={day === month.day ? styles.calendarDay : undefined}>
                    {day === month.day ? (
                      <>
                        <span className="visually-hidden">예식일 </span>
                        {day}
                      </>
                    ) : (
                      day
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {days !== null ? (
        <p className={styles.dday}>
          <strong>{dDayLabel(days)}</strong> {dDaySentence(wedding, days)}
        </p>
      ) : null}
      {preview ? null : <CalendarLink publicNum={view.publicNum} />}
    </Section>
  );
}

const sideNames = { groom: '신랑측', bride: '신부측' } as const;

function Contacts({ wedding }: { wedding: WeddingView }) {
  const contacts = wedding.contacts.filter((contact) => contact.phone);
  if (contacts.length === 0) return null;
  return (
    <Section title="연락하기">
      <ul className={styles.contacts}>
        {contacts.map((contact, index) => (
          <li key={`${contact.side}-${index}`} className={styles.contact}>
            <span className={styles.contactSide}>{sideNames[contact.side]}</span>
            <span className={styles.contactName}>{contact.name}</span>
            <ContactLinks name={contact.name} phone={contact.phone} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The guest's wedding card in the host's chosen design (mainDesign) and colour (editStyle). */
export function WeddingInvitation({ view, wedding, preview, parts }: WeddingProps & { preview: boolean; parts?: GuestParts }) {
  const layout = itemAt(layouts, designIndex(view.mainDesign, weddingDesigns), 'the layout of the chosen design');
  const edit = parseEditStyle(wedding.editStyle);
  const tones = accentTones(edit.accent);
  const colours = {
    '--inv-accent': tones.accent,
    '--inv-accent-ink': tones.ink,
    '--inv-accent-soft': tones.soft,
    '--inv-accent-line': tones.line,
  };
  const notice = storedText(wedding.noticeMessage);
  return (
    <InvitationFrame
      theme={`${themes.wedding} ${layout.theme} ${edit.font === 'serif' ? themes.serif : themes.sans}`}
      variables={colours}
      verifyHref={preview ? undefined : verifyPageUrl(view.publicNum)}
    >
      <layout.Cover view={view} wedding={wedding} />
      {layout.letter ? null : <Greeting wedding={wedding} />}
      <Family wedding={wedding} />
      <WeddingDay view={view} wedding={wedding} preview={preview} />
      <Gallery photos={view.gallery} />
      <MapBlock place={wedding.place} />
      <Contacts wedding={wedding} />
      {notice ? (
        <Section title="안내 말씀">
          <Prose text={notice} />
        </Section>
      ) : null}
      <WeddingAccounts wedding={wedding} />
      <CampaignBlock view={view} withSendButton={!preview} />
      {preview ? null : <SendersBlock view={view} />}
      <RsvpPart view={view} preview={preview} parts={parts} />
      <GuestbookPart view={view} preview={preview} parts={parts} />
      {preview ? null : <ShareBlock view={view} />}
    </InvitationFrame>
  );
}
