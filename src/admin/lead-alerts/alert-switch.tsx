import { useState } from 'react';
import styled from 'styled-components';
import { SecondaryButton } from '../ui/buttons';
import { Hint } from '../ui/form-field';
import { inlineRowStyle } from '../ui/layout';
import { setLeadAlerts, useLeadAlertsOn } from './alert-preference';
import { leadAlertMessages } from './messages';
import { notificationState } from './new-lead-notice';

const Row = styled.div`
  ${inlineRowStyle};
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const Status = styled(Hint)`
  flex: 1 1 20em;
`;

/**
 * 开启新线索提醒 / 关闭新线索提醒: turning on asks the browser's permission (on this click, as
 * browsers require) and remembers the choice in this browser; a browser that cannot or will not
 * show notifications is explained in words.
 */
export function LeadAlertSwitch() {
  const wanted = useLeadAlertsOn();
  const [problem, setProblem] = useState<string | null>(null);
  const state = notificationState();
  const active = wanted && state === 'granted';

  const turnOn = async () => {
    if (state === 'unsupported') return setProblem(leadAlertMessages.unsupported);
    if (state === 'insecure') return setProblem(leadAlertMessages.insecure);
    if (state === 'denied') return setProblem(leadAlertMessages.denied);
    const answer = state === 'granted' ? state : await Notification.requestPermission();
    if (answer !== 'granted') {
      setLeadAlerts(false);
      return setProblem(answer === 'denied' ? leadAlertMessages.denied : leadAlertMessages.dismissed);
    }
    setProblem(null);
    setLeadAlerts(true);
  };

  const turnOff = () => {
    setProblem(null);
    setLeadAlerts(false);
  };

  // Turned on here once, then blocked in the browser's settings: say so.
  const status =
    problem ??
    (active
      ? leadAlertMessages.on
      : wanted && state === 'denied'
        ? leadAlertMessages.denied
        : leadAlertMessages.off);

  return (
    <Row>
      <SecondaryButton type="button" onClick={active ? turnOff : () => void turnOn()}>
        {active ? leadAlertMessages.turnOff : leadAlertMessages.turnOn}
      </SecondaryButton>
      <Status role="status">{status}</Status>
    </Row>
  );
}
