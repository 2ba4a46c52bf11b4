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
  sentTitle: '提交成功',
  hotline: '咨询热线：',
  workingHours: '工作时间：',
  again: '再填一份',
  privacyBefore: '提交即表示您已阅读并同意',
  privacyLink: '《隐私政策》',
  privacyAfter: '，我们仅将您的信息用于招生咨询。',
  privacyWithoutLink: '提交即表示您同意我们仅将您的信息用于招生咨询回访。',
  failed: '提交失败，请稍后再试',
  honeypotLabel: '网址（请勿填写）',
} as const;
