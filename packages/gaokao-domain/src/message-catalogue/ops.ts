/** Messages: the operator console (issue 30; not in the spec: the server's texts of the same checks, gaokao-contract SERVER_MSG). */
export const opsNameRequired = '请输入运营账号';
export const opsCodeRequired = '请输入动态验证码';
/** The TOTP code of an authenticator app is 6 digits (RFC 6238 as the server uses it). */
export const opsCodeFormat = '动态验证码为6位数字';
export const opsPayoutRefRequired = '请输入转账单号';
export const opsReasonRequired = '请输入驳回原因';
/** 发卡: the number of cards of one batch (the spec's card quantity bounds, 1 to 9999). */
export const opsCardCountRange = '发卡数量须在1到9999之间';
/** 发卡: the days a card of the batch may be activated in. */
export const opsCardValidDaysRange = '有效期须在1到3650天之间';
/** 作废: a card a member has activated stays activated. */
export const opsCardUsedNoVoid = '该卡已被激活，不能作废';
/** 卡密激活 of a card an operator voided; 作废 of a card voided already. */
export const cardVoided = '该卡已作废';
/** 卡密激活 after the batch's validity. */
export const cardExpired = '该卡已过期';
/** 会员查询: a phone number (part of one, 4 digits or more) or a member id. */
export const opsMemberQueryRequired = '请输入手机号或会员ID';
export const opsMemberQueryFormat = '手机号或会员ID只能是数字';
/** 资讯管理: an item needs a title and a body. */
export const opsNewsTitleRequired = '请输入标题';
export const opsNewsContentRequired = '请输入正文';
/** 资讯管理: the cover image's address (http/https or a path on this site). */
export const opsNewsImageInvalid = '封面图片地址应以 http://、https:// 或 / 开头';
/** 友情链接: a link needs a name and an http(s) address. */
export const opsLinkTitleRequired = '请输入链接名称';
export const opsLinkUrlInvalid = '链接地址应以 http:// 或 https:// 开头';
/** 友情链接: the order (higher first). */
export const opsLinkSortRange = '排序须在-9999到9999之间';
/** 视频管理: a video needs a title. */
export const opsVideoTitleRequired = '请输入视频标题';
/** 视频管理: 上传视频 without a file chosen. */
export const opsVideoFileRequired = '请选择视频文件';
/** 数据发布: the publication a data file comes from (出处), all three fields or none. */
export const opsSeasonSourceTitleRequired = '请填写出处标题';
export const opsSeasonSourcePublisherRequired = '请填写发布机构';
export const opsSeasonSourceUrlInvalid = '出处网址应以 http:// 或 https:// 开头';
export const opsSeasonSourceTitleTooLong = '出处标题最多200个字';
export const opsSeasonSourcePublisherTooLong = '发布机构最多100个字';
export const opsSeasonSourceUrlTooLong = '出处网址最多500个字符';
export const opsSeasonSourceControl = '出处信息不能包含换行或控制字符';
