import { SolapiMessageService } from 'solapi';
import { Agent, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici';
import type { MessagingConfig } from '@server/config';
import { MessageGatewayError, textChannel, type MessageGateway, type OutboundMessage, type SentMessage } from './types';

type SolapiConfig = NonNullable<MessagingConfig['solapi']>;

/** The customFields entry that carries our message key to Solapi and back (its list answers it with each message). */
const keyField = 'ongiKey';
const solapiOrigin = 'https://api.solapi.com';

/**
 * The solapi SDK has no base URL option: each of its services keeps
 * `baseUrl = 'https://api.solapi.com'` in a private field and calls the
 * global fetch. When SOLAPI_API_BASE names another place (the fake of its
 * API in tests), the process's fetch dispatcher sends requests for
 * api.solapi.com, and only those, there; every other request is untouched.
 */
function redirectSolapi(apiBase: string): void {
  const target = new URL(apiBase).origin;
  const redirect: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (options, handler) =>
    dispatch(String(options.origin) === solapiOrigin ? { ...options, origin: target } : options, handler);
  const current = getGlobalDispatcher();
  setGlobalDispatcher((current instanceof Agent ? current : new Agent()).compose(redirect));
}

interface SolapiErrorShape {
  _tag?: string;
  errorCode?: string;
  errorMessage?: string;
  message?: string;
  failedMessageList?: ReadonlyArray<{ statusCode: string; statusMessage: string }>;
}

/** What went wrong, in Korean for the administrators' list, with Solapi's own code and words kept. */
function gatewayError(error: unknown): MessageGatewayError {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as SolapiErrorShape;
  const failed = shape.failedMessageList?.[0];
  if (failed) return new MessageGatewayError(`솔라피가 접수하지 않았습니다: ${failed.statusMessage} (${failed.statusCode})`, failed.statusCode);
  if (shape._tag === 'NetworkError') return new MessageGatewayError(`솔라피에 연결하지 못했습니다: ${shape.message ?? ''}`.trim(), 'NetworkError');
  const code = shape.errorCode ?? shape._tag ?? 'UnknownError';
  const detail = shape.errorMessage ?? shape.message ?? String(error);
  return new MessageGatewayError(`솔라피 오류: ${detail} (${code})`, code);
}

/**
 * 알림톡 through Solapi's official SDK, with SMS/LMS when 알림톡 cannot go:
 * - every 알림톡 carries `text` and leaves `disableSms` off, so Solapi itself
 *   sends the text as SMS/LMS when KakaoTalk does not deliver (no KakaoTalk,
 *   blocked channel), after it accepted the message;
 * - a 알림톡 Solapi refuses outright (template not approved, variables that
 *   do not match) is sent again at once as SMS/LMS, by us;
 * - a template without an approved id, or no channel (pfId), goes as SMS/LMS.
 * Each message carries our key in customFields, which find() looks for.
 */
export function createSolapiGateway(config: SolapiConfig): MessageGateway {
  if (config.apiBase) redirectSolapi(config.apiBase);
  const service = new SolapiMessageService(config.apiKey, config.apiSecret);

  const sendOne = async (message: OutboundMessage, alimtalk: boolean): Promise<SentMessage> => {
    const templateId = config.templateIds[message.template as keyof SolapiConfig['templateIds']];
    const channel = alimtalk ? 'ATA' : textChannel(message.text);
    const response = await service.send(
      {
        to: message.to,
        from: config.sender,
        text: message.text,
        type: channel,
        ...(alimtalk && config.kakaoPfId && templateId
          ? { kakaoOptions: { pfId: config.kakaoPfId, templateId, variables: message.variables, disableSms: false } }
          : {}),
        customFields: { [keyField]: message.key },
      },
      { showMessageList: true },
    );
    const sent = response.messageList?.[0];
    if (!sent) throw new MessageGatewayError('솔라피가 메시지 번호를 돌려주지 않았습니다.', 'NoMessageId');
    return { channel, providerId: sent.messageId };
  };

  return {
    kind: 'solapi',
    async send(message) {
      const alimtalk = Boolean(config.kakaoPfId && config.templateIds[message.template as keyof SolapiConfig['templateIds']]);
      try {
        return await sendOne(message, alimtalk);
      } catch (error) {
        // Refused at acceptance (nothing was sent): the same words as SMS/LMS rather than nothing.
        if (alimtalk && (error as SolapiErrorShape)._tag === 'MessageNotReceivedError') {
          try {
            return await sendOne(message, false);
          } catch (fallbackError) {
            throw gatewayError(fallbackError);
          }
        }
        throw gatewayError(error);
      }
    },
    async find(message, since) {
      try {
        const list = await service.getMessages({ to: message.to, startDate: since, limit: 100 });
        const found = Object.values(list.messageList).find((item) => item.customFields?.[keyField] === message.key);
        if (!found?.messageId) return null;
        const type = found.type === 'ATA' || found.type === 'SMS' || found.type === 'LMS' ? found.type : 'ATA';
        return { channel: type, providerId: found.messageId };
      } catch (error) {
        throw gatewayError(error);
      }
    },
  };
}
