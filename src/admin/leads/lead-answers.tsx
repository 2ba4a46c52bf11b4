import { Fragment } from 'react';
import styled from 'styled-components';
import type { LeadAnswerView } from '@contract/lead-form';
import { Fields } from './lead-fields';
import { leadMessages } from './messages';

const Retired = styled.span`
  display: block;
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
`;

/**
 * 表单信息: a lead's answers to its site's extra fields (issue 38 item 1), label beside text, in the
 * form's order as the server gives them; a field removed from the form since is marked so.
 */
export function LeadAnswers({ answers }: { answers: readonly LeadAnswerView[] }) {
  return (
    <Fields>
      {answers.map((answer) => (
        <Fragment key={answer.key}>
          <dt>
            {answer.label}
            {answer.retired ? <Retired>{leadMessages.retiredField}</Retired> : null}
          </dt>
          <dd>{answer.text}</dd>
        </Fragment>
      ))}
    </Fields>
  );
}
