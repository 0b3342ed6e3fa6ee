/** Messages: part 2 — wish list. Read through `MSG` (messages.ts). */
export const noPlan = '您当前没有志愿单，请返回首页创建';
export const noFillableMajors = '暂无可填报的专业';
export const fillCountRequired = '请输入填报记录数';
export const selectAtLeastOne = '请确保至少选中一个专业';
export const moveTargetRequired = '请输入移动到哪个序号之前';
export const selectionCancelled = '已取消对所有专业的选择';
export const deleteAllConfirm = '您真的要将所有选好的志愿全部删除吗?';
export const wrongFileType = '文件类型不正确';
/** 首次招生院校 (tab 3) when the province's plan holds none: each college in it was admitted here in earlier years. */
export const noFirstTimeColleges = '今年本省的招生计划中没有首次招生的院校：计划中的每所院校往年在本省都有录取记录。';
/** The group form (院校专业组 provinces): a major that is already in its group. */
export const majorAlreadyInGroup = '该专业已在这个院校专业组中';
/** The group form: a change names a group or a major that is not on the list. */
export const groupNotOnList = '志愿单中没有这个院校专业组或专业';
/** The group form: a major picked for a 专业组 whose majors are unpublished is not in the college's 开设专业. */
export const pickNotInCatalogue = '该院校的开设专业中没有这个专业';
/** The group form: majors picked from a catalogue sent as something other than a list of titles. */
export const badPicks = '参数错误';
