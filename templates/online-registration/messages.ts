export const onlineRegistrationMessages = {
  title: '在线报名',
  steps: '报名流程',
  /** The steps when content staff have written none. */
  defaultSteps: [
    { title: '在线登记', summary: '填写姓名和手机号，提交报名意向。' },
    { title: '老师联系', summary: '招生老师会尽快致电，了解你的需求并推荐专业。' },
    { title: '提交材料', summary: '按要求准备身份证件、学历证明等报名材料。' },
    { title: '确认录取', summary: '审核通过后即可凭身份证号查询录取结果。' },
  ],
  formTitle: '填写报名信息',
  formIntro: '留下你的姓名和手机号，招生老师会在一个工作日内与你联系，免费为你解答报名、专业和学费等问题。',
  admissionLookup: '已报名？查询录取结果',
} as const;
