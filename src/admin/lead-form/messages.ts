import { FIELD_OPTIONS_MAX, LEAD_FIELDS_MAX, MAJORS_MAX } from '@contract/lead-form-fields';

/** 表单字段 (issue 38 item 1): the words of a site's lead form screen. */
export const leadFormMessages = {
  title: '表单字段',
  intro:
    '留言咨询表单在姓名和手机号之外还询问哪些内容：字段按下面的顺序显示在官网的咨询表单上，线索详情、筛选、导出和渠道报表随之显示访客的回答。修改或删除字段不会改动已经提交的线索。',
  loading: '正在加载表单字段…',
  failed: '表单字段暂时无法加载，请稍后再试。',
  reload: '重新加载',

  fieldsTitle: '表单字段',
  fixedFields: '姓名和手机号始终必填，显示在最前面。',
  fieldsEmpty: '还没有其他字段：表单只询问姓名和手机号。',
  field: (position: number, label: string, type: string) =>
    `字段 ${position}：${label || '未命名'}（${type}）`,
  label: '字段名称',
  labelHint: '访客在表单上看到的名称，线索详情和导出里也用它',
  help: '说明（选填）',
  helpHint: '显示在名称下方的一行提示',
  required: '必填',
  options: '选项（每行一个）',
  optionsHint: `至少两个，最多 ${FIELD_OPTIONS_MAX} 个`,
  majorHint: '访客从下面的专业列表中选择',
  regionHint: '访客选择省份，可再填写城市',
  answered: (count: number) => `已有 ${count} 条线索填写了此字段。`,
  removeWarning: (count: number) =>
    `已有 ${count} 条线索填写了此字段：删除后这些回答仍然保留，并继续显示在这些线索的详情中。`,
  removeField: (label: string) => `删除字段「${label}」`,
  remove: '删除',
  untitled: '未命名',
  newType: '新字段类型',
  addField: '添加字段',
  fieldsFull: `最多 ${LEAD_FIELDS_MAX} 个字段（姓名和手机号之外）`,

  majorsTitle: '专业列表',
  majors: '意向专业（每行一个）',
  majorsHint: `“意向专业”字段的可选专业，按此顺序显示；最多 ${MAJORS_MAX} 个`,

  retiredTitle: '已删除的字段',
  retiredIntro: '这些字段已不在表单上，但仍有线索填写过，它们的回答继续显示在线索详情中。',
  retiredLabel: '名称',
  retiredType: '类型',
  retiredAnswers: '已填写',
  retiredCount: (count: number) => `${count} 条线索已填写`,

  save: '保存',
  saving: '正在保存…',
  saved: (site: string) => `${site}的表单字段已保存`,
  unchanged: '表单字段没有变化',
  updatedAt: (time: string) => `最近保存：${time}`,
} as const;
