import { PHONE_MESSAGE } from '@contract/lead-rules';

/** Texts of the call-back form (spec §5, §7, §8); the name's reasons are the contract's (leadNameProblem). */
export const leadMessages = {
  formName: '留言咨询',
  nameLabel: '姓名',
  namePlaceholder: '请输入您的姓名',
  phoneLabel: '手机号',
  phonePlaceholder: '请输入11位手机号',
  required: '必填',
  phoneInvalid: PHONE_MESSAGE,
  submit: '提交',
  submitting: '提交中…',
  success: '提交成功，请等待老师联系您',
  failed: '提交失败，请稍后再试',
  honeypotLabel: '网址（请勿填写）',
} as const;
