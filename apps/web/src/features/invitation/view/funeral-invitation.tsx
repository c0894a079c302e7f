import { Fragment, useState } from 'react';
import { Flower2, HandHeart } from 'lucide-react';
import type { FuneralView, InvitationView, ReligionWording } from '@ongi/shared';
import { clockText, eventDateText, funeralDesigns, itemAt, placeText, religionWordings, verifyPageUrl } from '@ongi/shared/light';
import { FuneralAccounts, funeralAccountLines } from './accounts';
import { CampaignBlock } from './campaign-block';
import { ContactLinks } from './contact-links';
import { Gallery } from './gallery';
import { GuestbookPart, type GuestParts } from './guest-parts';
import { InvitationFrame } from './invitation-frame';
import { MapBlock } from './map-block';
import { MournerBankModal } from './mourner-bank-modal';
import { openWreathPayment } from './open-wreath-payment';
import { mainPhotoSizes, Photo } from './photo';
import { Prose, Section } from './section';
import { SendersBlock } from './senders-block';
import { ShareBlock } from './share-block';
import { designIndex, storedLines, storedText } from './view-text';
import { takesWreathsNow } from './wreath-deadline';
import themes from './funeral.module.css';
import styles from './view.module.css';

interface FuneralProps {
  view: InvitationView;
  funeral: FuneralView;
  wording: ReligionWording;
}

function DeceasedHeading({ funeral, wording, className }: Omit<FuneralProps, 'view'> & { className?: string }) {
  return (
    <h1 className={className}>
      <span className={themes.honorific}>{wording.honorific}</span> {funeral.deceasedName}
      <span className={themes.nim}> 님</span>
    </h1>
  );
}

const ageLine = (funeral: FuneralView) => (funeral.age === null ? null : `향년 ${funeral.age}세`);

function Portrait({ view, className }: { view: InvitationView; className?: string }) {
  if (!view.mainPhoto) return null;
  return <Photo photo={view.mainPhoto} alt="고인의 사진" sizes={mainPhotoSizes} eager className={className} />;
}

/** A white chrysanthemum in fine grey lines: petals in three rings around a small heart. */
function Chrysanthemum() {
  const ring = (count: number, length: number, width: number, offset: number) =>
    Array.from({ length: count }, (_, i) => {
      const angle = (360 / count) * i + offset;
      return <ellipse key={`${length}-${i}`} cx="60" cy={60 - length} rx={width} ry={length} transform={`rotate(${angle} 60 60)`} />;
    });
  return (
    <svg className={themes.chrysanthemum} viewBox="0 0 120 150" aria-hidden="true" focusable="false">
      <path d="M60 88 C 58 110, 62 128, 56 148" fill="none" stroke="#8c9088" strokeWidth="1.6" />
      <path d="M59 118 C 46 110, 38 112, 30 118 C 40 124, 50 124, 59 118 Z" fill="#eef0ec" stroke="#8c9088" strokeWidth="1.2" />
      <g fill="#ffffff" stroke="#9a9d98" strokeWidth="1">
        {ring(22, 26, 4.2, 0)}
        {ring(18, 19, 3.8, 9)}
        {ring(14, 12, 3.2, 4)}
      </g>
      <circle cx="60" cy="60" r="5" fill="#e9eae6" stroke="#9a9d98" strokeWidth="1" />
    </svg>
  );
}

/** 1 국화: a white chrysanthemum over quiet words on white. */
function ChrysanthemumCover({ view, funeral, wording }: FuneralProps) {
  return (
    <header className={themes.chrysanthemumCover}>
      <Chrysanthemum />
      <p className={themes.heading}>{wording.heading}</p>
      <DeceasedHeading funeral={funeral} wording={wording} className={themes.name} />
      {ageLine(funeral) ? <p className={themes.age}>{ageLine(funeral)}</p> : null}
      {view.mainPhoto ? (
        <div className={themes.oval}>
          <Portrait view={view} className={themes.ovalImg} />
        </div>
      ) : null}
      {funeral.mainMessage ? <p className={themes.message}>{funeral.mainMessage}</p> : null}
    </header>
  );
}

/** 2 영정: the deceased's photograph in the middle, framed, a black ribbon across its corner. */
function PortraitCover({ view, funeral, wording }: FuneralProps) {
  return (
    <header className={themes.portraitCover}>
      <p className={themes.heading}>{wording.heading}</p>
      {view.mainPhoto ? (
        <div className={themes.portraitFrame}>
          <Portrait view={view} className={themes.portraitImg} />
          <span className={themes.ribbon} aria-hidden="true" />
        </div>
      ) : null}
      <DeceasedHeading funeral={funeral} wording={wording} className={themes.name} />
      {ageLine(funeral) ? <p className={themes.age}>{ageLine(funeral)}</p> : null}
      {funeral.mainMessage ? <p className={themes.message}>{funeral.mainMessage}</p> : null}
    </header>
  );
}

/** 3 먹빛: light words on ink, the character 訃 as a faint watermark. */
function InkCover({ view, funeral, wording }: FuneralProps) {
  return (
    <header className={themes.inkCover}>
      <p className={themes.heading}>{wording.heading}</p>
      <DeceasedHeading funeral={funeral} wording={wording} className={themes.name} />
      {ageLine(funeral) ? <p className={themes.age}>{ageLine(funeral)}</p> : null}
      {view.mainPhoto ? (
        <div className={themes.inkPhoto}>
          <Portrait view={view} className={themes.inkImg} />
        </div>
      ) : null}
      {funeral.mainMessage ? <p className={themes.message}>{funeral.mainMessage}</p> : null}
    </header>
  );
}

/**
 * The facts of the funeral, as a notice lists them; a day and its time are
 * kept whole, so a narrow screen breaks the line between them.
 */
function funeralFacts(funeral: FuneralView, wording: ReligionWording) {
  return [
    { term: wording.death, parts: [eventDateText(funeral.deathbedDate), clockText(funeral.deathbedTime)] },
    { term: '발인', parts: [eventDateText(funeral.funeralDate), clockText(funeral.funeralTime)] },
    { term: '빈소', parts: [placeText(funeral.place)] },
    { term: '장지', parts: [funeral.burialPlace.trim()] },
  ]
    .map((fact) => ({ ...fact, parts: fact.parts.filter(Boolean) }))
    .filter((fact) => fact.parts.length > 0);
}

function Facts({ funeral, wording, className }: Omit<FuneralProps, 'view'> & { className?: string }) {
  return (
    <dl className={`${styles.facts} ${className ?? ''}`}>
      {funeralFacts(funeral, wording).map((fact) => (
        <div key={fact.term} className={styles.fact}>
          <dt>{fact.term}</dt>
          <dd>
            {fact.parts.map((part, index) => (
              <Fragment key={part}>
                {index > 0 ? ' ' : null}
                <span className={fact.parts.length > 1 ? styles.keepWhole : undefined}>{part}</span>
              </Fragment>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function MainMourner({ funeral }: { funeral: FuneralView }) {
  const { relation, name, phone } = funeral.mainMourner;
  if (!name) return null;
  return (
    <p className={styles.mainMourner}>
      <span className={styles.contactSide}>상주</span>
      <span className={styles.contactName}>{[relation, name].filter(Boolean).join(' ')}</span>
      <ContactLinks name={`상주 ${name}`} phone={phone} />
    </p>
  );
}

function Mourners({ funeral }: { funeral: FuneralView }) {
  const lines = storedLines(funeral.mourners);
  if (lines.length === 0) return null;
  return (
    <ul className={styles.mourners}>
      {lines.map((line, index) => (
        <li key={`${line}-${index}`}>{line}</li>
      ))}
    </ul>
  );
}

/** 4 안내문: the whole notice on one bordered sheet, facts and family in rows. */
function NoticeCover({ view, funeral, wording }: FuneralProps) {
  return (
    <header className={themes.noticeCover}>
      <p className={themes.noticeMark} aria-hidden="true">
        訃 告
      </p>
      <p className={themes.heading}>{wording.heading}</p>
      <div className={themes.noticeHead}>
        {view.mainPhoto ? (
          <div className={themes.noticePhoto}>
            <Portrait view={view} className={themes.noticeImg} />
          </div>
        ) : null}
        <div>
          <DeceasedHeading funeral={funeral} wording={wording} className={themes.name} />
          {ageLine(funeral) ? <p className={themes.age}>{ageLine(funeral)}</p> : null}
        </div>
      </div>
      {funeral.mainMessage ? <p className={themes.message}>{funeral.mainMessage}</p> : null}
      <Facts funeral={funeral} wording={wording} className={themes.noticeFacts} />
      <div className={themes.noticeFamily}>
        <Mourners funeral={funeral} />
        <MainMourner funeral={funeral} />
      </div>
    </header>
  );
}

const layouts = [
  { Cover: ChrysanthemumCover, theme: themes.chrysanthemumTheme, factsInCover: false },
  { Cover: PortraitCover, theme: themes.portraitTheme, factsInCover: false },
  { Cover: InkCover, theme: themes.inkTheme, factsInCover: false },
  { Cover: NoticeCover, theme: themes.noticeTheme, factsInCover: true },
] as const;

/** 조의금 and 디지털 기부화환 보내기, always at hand at the bottom of the screen. */
function BottomBar({ view, funeral }: { view: InvitationView; funeral: FuneralView }) {
  const [bankOpen, setBankOpen] = useState(false);
  const accounts = funeralAccountLines(funeral);
  // An ended campaign's wreath button goes (or one the host stopped); the campaign section above says why.
  const sendsWreaths = takesWreathsNow(view.campaign);
  if (accounts.length === 0 && !sendsWreaths) return null;
  return (
    <aside className={styles.bottomBar} aria-label="마음 전하기">
      {accounts.length > 0 ? (
        <button type="button" className={styles.barButton} onClick={() => setBankOpen(true)}>
          <HandHeart aria-hidden="true" size={18} />
          조의금
        </button>
      ) : null}
      {sendsWreaths ? (
        <button type="button" className={`${styles.barButton} ${styles.barPrimary}`} onClick={() => openWreathPayment(view)}>
          <Flower2 aria-hidden="true" size={18} />
          디지털 기부화환 보내기
        </button>
      ) : null}
      {bankOpen ? <MournerBankModal funeral={funeral} onClose={() => setBankOpen(false)} /> : null}
    </aside>
  );
}

/** The guest's funeral notice in the family's chosen design, worded for their religion. */
export function FuneralInvitation({ view, funeral, preview, parts }: Omit<FuneralProps, 'wording'> & { preview: boolean; parts?: GuestParts }) {
  const design = designIndex(view.mainDesign, funeralDesigns);
  const layout = itemAt(layouts, design, 'the layout of the chosen design');
  const wording = religionWordings[funeral.religion] ?? religionWordings.general;
  const greeting = storedText(funeral.greetingsMessage);
  const info = storedText(funeral.funeralInfoDtl);
  const notice = storedText(funeral.noticeMessage);
  return (
    <InvitationFrame
      theme={`${themes.funeral} ${layout.theme}`}
      bottomBar={<BottomBar view={view} funeral={funeral} />}
      verifyHref={preview ? undefined : verifyPageUrl(view.publicNum)}
    >
      <layout.Cover view={view} funeral={funeral} wording={wording} />
      {layout.factsInCover ? null : (
        <Section title="장례 안내">
          <Facts funeral={funeral} wording={wording} />
          <Mourners funeral={funeral} />
          <MainMourner funeral={funeral} />
        </Section>
      )}
      {greeting ? (
        <Section title="인사 말씀">
          <Prose text={greeting} />
        </Section>
      ) : null}
      <Gallery photos={view.gallery} title="추억의 사진" />
      {info || funeral.funeralInfoTitle ? (
        <Section title={funeral.funeralInfoTitle || '안내'}>
          <Prose text={info} />
        </Section>
      ) : null}
      {notice ? (
        <Section title="알려 드립니다">
          <Prose text={notice} />
        </Section>
      ) : null}
      {design === 3 ? <FuneralAccounts funeral={funeral} /> : null}
      <CampaignBlock view={view} withSendButton={false} />
      {preview ? null : <SendersBlock view={view} />}
      <GuestbookPart view={view} preview={preview} parts={parts} />
      <MapBlock place={funeral.place} title="빈소 오시는 길" />
      {preview ? null : <ShareBlock view={view} />}
    </InvitationFrame>
  );
}
