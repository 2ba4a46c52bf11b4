import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { dialogSurfaceStyle, overlayStyle } from '@/features/feedback/dialog-styles';
import { LeadForm } from '@/features/lead-form/lead-form';
import { media } from '@/theme/theme';
import type { FloatingItem } from './floating-entries';
import { floatingBarMessages } from './messages';

/*
 * The sheets of the floating bar (loaded on the first tap of 在线咨询 or 微信, not with the page):
 * a Radix dialog, so the focus stays inside, Esc and the close button close it, its title names it.
 */

export type SheetItem = Extract<FloatingItem, { kind: 'leadForm' | 'wechatQr' }>;

export type ConsultSheetProps = {
  item: SheetItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to once it closes (the entry that opened it). */
  returnFocus: HTMLElement;
};

const Overlay = styled(Dialog.Overlay)`
  ${overlayStyle}
`;

/** A sheet from the bottom on phones; a box in the middle from tablets on. */
const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  left: 0;
  right: 0;
  bottom: 0;
  max-height: 90vh;
  max-height: 90dvh;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[4]}px`};
  padding-bottom: calc(${({ theme }) => theme.space[5]}px + env(safe-area-inset-bottom, 0px));
  border-radius: ${({ theme }) => `${theme.radii.large}px ${theme.radii.large}px 0 0`};
  ${dialogSurfaceStyle}
  ${media.tablet} {
    left: 50%;
    right: auto;
    bottom: auto;
    top: 50%;
    transform: translate(-50%, -50%);
    width: calc(${({ theme }) => theme.layout.inputWidth}px + 2 * ${({ theme }) => theme.space[6]}px);
    padding: ${({ theme }) => theme.space[6]}px;
    border-radius: ${({ theme }) => theme.radii.large}px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
`;

const Close = styled(Dialog.Close)`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-right: -${({ theme }) => theme.space[2]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[5]}px;
  line-height: 1;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Description = styled(Dialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const QrFigure = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  img {
    width: 200px;
    height: 200px;
    padding: ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium}px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The sheet of a 在线咨询 entry (the call-back form) or a 微信 entry (the QR code and its caption). */
export function ConsultSheet({ item, open, onOpenChange, returnFocus }: ConsultSheetProps) {
  const leadForm = item.kind === 'leadForm';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content
          onCloseAutoFocus={(event) => {
            // Safari does not focus a tapped link: send the focus back to the entry itself.
            event.preventDefault();
            if (returnFocus.isConnected) returnFocus.focus();
          }}
        >
          <Header>
            <Title>{item.menu.name}</Title>
            <Close aria-label={floatingBarMessages.close}>
              <span aria-hidden="true">×</span>
            </Close>
          </Header>
          {leadForm ? (
            <>
              <Description>{floatingBarMessages.leadSheetIntro}</Description>
              {/* Once sent, the sheet stays open on the panel (next steps, hotline, hours) until closed. */}
              <LeadForm />
            </>
          ) : (
            <QrFigure>
              <img src={item.href} alt={floatingBarMessages.qrAlt} width={200} height={200} />
              <Description asChild>
                <figcaption>{floatingBarMessages.qrCaption}</figcaption>
              </Description>
            </QrFigure>
          )}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
