import {
  ArrowRight,
  Building2,
  ChevronDown,
  Clock,
  Flower,
  Flower2,
  HandHeart,
  Handshake,
  Leaf,
  Mail,
  MessageSquareText,
  Monitor,
  Phone,
  Scale,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { serviceHours } from '@ongi/shared';
import { useSiteSettings } from '@web/shared/lib/site-settings';
import { AppLink } from '@web/shared/ui/app-link';
import { Breadcrumb } from '@web/shared/ui/breadcrumb';
import { buttonClass } from '@web/shared/ui/button';
import { WreathVisual } from '../components/wreath-visual';
import { aboutPoints, esg, faqs, guestGuide, heroFacts, hostGuide, impact, partnerships, steps } from '../content';
import type { OverviewLinks } from '../links';
import styles from './overview-page.module.css';

// Each item's icon by its name in ../content, so an item added there without one fails the typecheck.
const stepIcons: Record<(typeof steps)[number]['title'], LucideIcon> = { 선택: HandHeart, 전시: Monitor, 기부: Flower2 };
const esgIcons: Record<(typeof esg)[number]['letter'], LucideIcon> = { E: Leaf, S: Users, G: Scale };
const partnerIcons: Record<(typeof partnerships)[number]['title'], LucideIcon> = {
  '예식장·장례식장': Building2,
  '기부처·비영리단체': HandHeart,
  '기업·기관': Handshake,
};

/** /overview: what a digital donation wreath is and how it works (spec 001 §2: static marketing page). */
export function OverviewPage({ links }: { links: OverviewLinks }) {
  const { data: settings } = useSiteSettings();
  const phone = settings?.phone;
  const email = settings?.email;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="overview-title">
        <div className={styles.heroInner}>
          <Breadcrumb items={[{ label: '홈', to: links.home }, { label: '디지털 기부화환' }]} className={styles.breadcrumb} />
          <div className={styles.heroCopy}>
            <p className={styles.eyebrow}>
              <Flower2 size={16} aria-hidden="true" />
              디지털 기부화환
            </p>
            <h1 id="overview-title" className={styles.heroTitle}>
              꽃은 시들어도,
              <br />
              마음은 오래 남도록
            </h1>
            <p className={styles.heroText}>
              축하와 추모의 자리에 보내던 화환을 기부로 바꿨습니다. 결제 금액의 절반은 고르신 기부처에 전해지고, 보내신 이름과 메시지는 행사장 화면에 화환처럼
              걸립니다.
            </p>
            <div className={styles.heroActions}>
              <AppLink to={links.celebrationWreath} className={buttonClass('primary', 'lg')}>
                <Flower2 size={18} aria-hidden="true" />
                축하 기부화환 보내기
              </AppLink>
              <AppLink to={links.condolenceWreath} className={buttonClass('secondary', 'lg')}>
                <Flower size={18} aria-hidden="true" />
                근조 기부화환 보내기
              </AppLink>
            </div>
            <dl className={styles.facts}>
              {heroFacts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt className={styles.factLabel}>{fact.label}</dt>
                  <dd className={styles.factValue}>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <WreathVisual />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="overview-about">
        <div className={styles.inner}>
          <p className={styles.kicker}>ABOUT</p>
          <h2 id="overview-about" className={styles.title}>
            디지털 기부화환이란
          </h2>
          <p className={styles.lead}>
            예식장 앞에 줄지어 선 화환도, 빈소 복도를 채운 근조화환도 하루 이틀이면 치워집니다. 마음은 컸지만 남는 것은 많지 않았지요. 온기는 그 마음이 더 오래,
            더 멀리 가도록 화환을 기부로 바꿨습니다.
          </p>
          <ul className={styles.points}>
            {aboutPoints.map((point) => (
              <li key={point.title} className={styles.point}>
                <h3 className={styles.pointTitle}>{point.title}</h3>
                <p className={styles.pointText}>{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" className={`${styles.section} ${styles.tinted} ${styles.anchor}`} aria-labelledby="overview-how">
        <div className={styles.inner}>
          <p className={styles.kicker}>HOW IT WORKS</p>
          <h2 id="overview-how" className={styles.title}>
            이렇게 전해집니다
          </h2>
          <ol className={styles.steps}>
            {steps.map((step, index) => {
              const Icon = stepIcons[step.title];
              return (
                <li key={step.title} className={styles.step}>
                  <span className={styles.stepIcon} aria-hidden="true">
                    <Icon size={24} strokeWidth={1.75} />
                  </span>
                  <p className={styles.stepNumber}>STEP {index + 1}</p>
                  <h3 className={styles.stepTitle}>{step.title}</h3>
                  <p className={styles.stepText}>{step.text}</p>
                </li>
              );
            })}
          </ol>
          <div className={styles.guides}>
            <div className={styles.guide}>
              <h3 className={styles.guideTitle}>혼주·상주라면</h3>
              <ol className={styles.guideList}>
                {hostGuide.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
              <div className={styles.guideActions}>
                <AppLink to={links.wedding} className={buttonClass('primary', 'sm')}>
                  청첩장 만들기
                </AppLink>
                <AppLink to={links.funeral} className={buttonClass('secondary', 'sm')}>
                  부고장 만들기
                </AppLink>
              </div>
            </div>
            <div className={styles.guide}>
              <h3 className={styles.guideTitle}>하객·조문객이라면</h3>
              <ol className={styles.guideList}>
                {guestGuide.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="overview-esg">
        <div className={styles.inner}>
          <p className={styles.kicker}>ESG</p>
          <h2 id="overview-esg" className={styles.title}>
            한 번의 선택이 만드는 ESG
          </h2>
          <p className={styles.lead}>개인의 경조사에서 기업의 행사까지, 화환을 기부로 바꾸는 일은 환경과 사회 모두에 남습니다.</p>
          <ul className={styles.esg}>
            {esg.map((item) => {
              const Icon = esgIcons[item.letter];
              return (
                <li key={item.letter} className={styles.esgItem}>
                  <span className={styles.esgLetter} aria-hidden="true">
                    {item.letter}
                  </span>
                  <h3 className={styles.esgTitle}>
                    <Icon size={18} aria-hidden="true" />
                    {item.title}
                  </h3>
                  <p className={styles.esgText}>{item.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.impactSection}`} aria-labelledby="overview-impact">
        <div className={styles.inner}>
          <p className={`${styles.kicker} ${styles.kickerOnDark}`}>IMPACT</p>
          <h2 id="overview-impact" className={styles.title}>
            작은 화환 하나가 만드는 변화
          </h2>
          <ul className={styles.impact}>
            {impact.map((item) => (
              <li key={item.title} className={styles.impactItem}>
                <p className={styles.impactFigure}>
                  {item.figure}
                  <span className={styles.impactUnit}>{item.unit}</span>
                </p>
                <h3 className={styles.impactTitle}>{item.title}</h3>
                <p className={styles.impactText}>{item.text}</p>
              </li>
            ))}
          </ul>
          <p className={styles.note}>기부금의 쓰임과 규모는 기부처와 캠페인에 따라 달라질 수 있습니다.</p>
          <AppLink to={links.sponsorList} className={styles.impactLink}>
            후원활동 소식 보기
            <ArrowRight size={16} aria-hidden="true" />
          </AppLink>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="overview-faq">
        <div className={`${styles.inner} ${styles.narrow}`}>
          <p className={styles.kicker}>FAQ</p>
          <h2 id="overview-faq" className={styles.title}>
            자주 묻는 질문
          </h2>
          <div className={styles.faqs}>
            {faqs.map((faq) => (
              <details key={faq.question} className={styles.faq}>
                <summary className={styles.faqQuestion}>
                  <span>{faq.question}</span>
                  <ChevronDown size={20} className={styles.faqIcon} aria-hidden="true" />
                </summary>
                <p className={styles.faqAnswer}>{faq.answer}</p>
              </details>
            ))}
          </div>
          <p className={styles.faqMore}>
            더 궁금한 점은{' '}
            <AppLink to={links.faq} className={styles.inlineLink}>
              자주 묻는 질문
            </AppLink>
            에서 찾아보시거나{' '}
            <AppLink to={links.inquiry} className={styles.inlineLink}>
              1:1 문의
            </AppLink>
            로 남겨 주세요. 취소·환불 기준은{' '}
            <AppLink to={links.termsOfUse} className={styles.inlineLink}>
              이용약관
            </AppLink>
            에 있습니다.
          </p>
        </div>
      </section>

      <div className={`${styles.section} ${styles.tinted}`}>
        <div className={`${styles.inner} ${styles.contactGrid}`}>
          <section className={styles.contact} aria-labelledby="overview-contact">
            <p className={styles.kicker}>CONTACT</p>
            <h2 id="overview-contact" className={styles.title}>
              문의하기
            </h2>
            <p className={styles.lead}>이용 방법부터 결제, 기부처 선택까지 편하게 물어 보세요.</p>
            <ul className={styles.contactList}>
              <li>
                <Phone size={18} aria-hidden="true" />
                <span className={styles.contactLabel}>전화</span>
                {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : <span>—</span>}
              </li>
              <li>
                <Mail size={18} aria-hidden="true" />
                <span className={styles.contactLabel}>이메일</span>
                {email ? <a href={`mailto:${email}`}>{email}</a> : <span>—</span>}
              </li>
              <li>
                <Clock size={18} aria-hidden="true" />
                <span className={styles.contactLabel}>운영 시간</span>
                <span>{settings?.hours || serviceHours}</span>
              </li>
            </ul>
            <AppLink to={links.inquiry} className={buttonClass('primary')}>
              <MessageSquareText size={18} aria-hidden="true" />
              1:1 문의 남기기
            </AppLink>
          </section>

          <section className={styles.partner} aria-labelledby="overview-partner">
            <p className={styles.kicker}>PARTNERSHIP</p>
            <h2 id="overview-partner" className={styles.title}>
              제휴 안내
            </h2>
            <p className={styles.lead}>화환을 기부로 바꾸는 일에 함께해 주세요. 제휴 제안은 24시간 안에 답을 드립니다.</p>
            <ul className={styles.partnerList}>
              {partnerships.map((item) => {
                const Icon = partnerIcons[item.title];
                return (
                  <li key={item.title} className={styles.partnerItem}>
                    <span className={styles.partnerIcon} aria-hidden="true">
                      <Icon size={20} />
                    </span>
                    <div>
                      <h3 className={styles.partnerTitle}>{item.title}</h3>
                      <p className={styles.partnerText}>{item.text}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
            <div className={styles.partnerActions}>
              {email ? (
                <a href={`mailto:${email}?subject=${encodeURIComponent('[제휴 제안] ')}`} className={buttonClass('secondary')}>
                  <Mail size={18} aria-hidden="true" />
                  제휴 제안 메일 보내기
                </a>
              ) : null}
              <AppLink to={links.inquiry} className={styles.inlineLink}>
                1:1 문의로 제안하기
              </AppLink>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
