import type { Translated } from './delivery';

/**
 * Enumeration maps every screen uses (`common/options`), with labels in the three languages.
 * Each option carries a colour for status badges.
 */
export interface OptionItem {
  value: number | string;
  label: Translated;
  color?: 'gray' | 'green' | 'red' | 'orange' | 'blue' | 'purple' | 'yellow';
}

const o = (value: number | string, en: string, cn: string, tw: string, color?: OptionItem['color']): OptionItem => ({
  value,
  label: { 'en-US': en, 'zh-CN': cn, 'zh-TW': tw },
  color,
});

export const OPTIONS: Record<string, OptionItem[]> = {
  adminStatus: [o(1, 'Enabled', '启用', '啟用', 'green'), o(0, 'Disabled', '停用', '停用', 'gray')],
  lockStatus: [o(0, 'Unlocked', '未锁定', '未鎖定', 'green'), o(1, 'Locked', '已锁定', '已鎖定', 'red')],
  banIpType: [
    o(1, 'Sign-in', '禁止登录', '禁止登入', 'orange'),
    o(2, 'Registration', '禁止注册', '禁止註冊', 'yellow'),
    o(3, 'All access', '禁止全部访问', '禁止全部訪問', 'red'),
  ],
  logResult: [o(1, 'Success', '成功', '成功', 'green'), o(0, 'Failure', '失败', '失敗', 'red')],
  apiType: [
    o('GET', 'GET', 'GET', 'GET', 'blue'),
    o('POST', 'POST', 'POST', 'POST', 'green'),
    o('PUT', 'PUT', 'PUT', 'PUT', 'orange'),
    o('PATCH', 'PATCH', 'PATCH', 'PATCH', 'purple'),
    o('DELETE', 'DELETE', 'DELETE', 'DELETE', 'red'),
  ],
  accountStatus: [
    o(1, 'Normal', '正常', '正常', 'green'),
    o(2, 'Suspended', '暂停', '暫停', 'orange'),
    o(3, 'Disabled', '禁用', '禁用', 'red'),
  ],
  accountType: [
    o(1, 'Normal user', '普通用户', '普通用戶', 'gray'),
    o(2, 'Agent', '代理', '代理', 'blue'),
    o(3, 'Sales', '业务员', '業務員', 'purple'),
  ],
  kycReviewType: [
    o(0, 'Pending', '待审核', '待審核', 'orange'),
    o(1, 'Approved', '已通过', '已通過', 'green'),
    o(2, 'Rejected', '已拒绝', '已拒絕', 'red'),
  ],
  reviewType: [
    o(0, 'Pending', '待审核', '待審核', 'orange'),
    o(1, 'Approved', '已通过', '已通過', 'green'),
    o(2, 'Rejected', '已拒绝', '已拒絕', 'red'),
  ],
  fundType: [o(1, 'Real funds', '真实资金', '真實資金', 'green'), o(2, 'Demo funds', '模拟资金', '模擬資金', 'gray')],
  executionType: [o(1, 'Freeze', '冻结', '凍結', 'blue'), o(2, 'Thaw', '解冻', '解凍', 'green')],
  flowLogType: [
    o(1, 'Deposit', '充值', '充值', 'green'),
    o(2, 'Trade', '交易', '交易', 'blue'),
    o(3, 'Backstage edit', '后台调整', '後台調整', 'orange'),
  ],
  walletChangeType: [
    o('deposit', 'Deposit', '充值', '充值', 'green'),
    o('withdrawal', 'Withdrawal', '提现', '提現', 'red'),
    o('withdrawal_freeze', 'Withdrawal hold', '提现冻结', '提現凍結', 'orange'),
    o('withdrawal_unfreeze', 'Withdrawal hold returned', '提现解冻', '提現解凍', 'green'),
    o('transfer_in', 'Transfer in', '转入', '轉入', 'blue'),
    o('transfer_out', 'Transfer out', '转出', '轉出', 'purple'),
    o('transfer_fee', 'Transfer fee', '划转手续费', '劃轉手續費', 'red'),
    o('backstage_freeze', 'Backstage freeze', '后台冻结', '後台凍結', 'orange'),
    o('backstage_thaw', 'Backstage thaw', '后台解冻', '後台解凍', 'green'),
    o('operator_deposit', 'Backstage deposit', '后台充值', '後台充值', 'green'),
    o('trade', 'Trade', '交易', '交易', 'blue'),
    o('distribution', 'Distribution bonus', '分销奖励', '分銷獎勵', 'purple'),
    o('adjustment', 'Adjustment', '调整', '調整', 'gray'),
    o('futures_stake', 'Futures stake', '合约下单', '合約下單', 'orange'),
    o('futures_payout', 'Futures payout', '合约派彩', '合約派彩', 'green'),
    o('futures_rebate', 'Futures rebate', '合约返还', '合約返還', 'yellow'),
    o('futures_refund', 'Futures refund', '合约退款', '合約退款', 'blue'),
    o('convert', 'Convert', '闪兑', '閃兌', 'purple'),
    o('perpetual_margin', 'Perpetual margin', '永续保证金', '永續保證金', 'orange'),
    o('perpetual_margin_release', 'Perpetual margin returned', '永续保证金释放', '永續保證金釋放', 'blue'),
    o('perpetual_profit', 'Perpetual realised profit', '永续已实现盈亏', '永續已實現盈虧', 'green'),
    o('perpetual_fee', 'Perpetual fee', '永续手续费', '永續手續費', 'red'),
    o('perpetual_order_hold', 'Perpetual order hold', '永续委托冻结', '永續委託凍結', 'orange'),
    o('perpetual_order_release', 'Perpetual order hold returned', '永续委托释放', '永續委託釋放', 'blue'),
    o('copy_leader_fee', 'Leader fee paid', '带单费支出', '帶單費支出', 'red'),
    o('copy_leader_fee_income', 'Leader fee received', '带单费收入', '帶單費收入', 'green'),
  ],
  depositStatus: [
    o(0, 'Pending', '待审核', '待審核', 'orange'),
    o(1, 'Approved', '已通过', '已通過', 'green'),
    o(2, 'Rejected', '已拒绝', '已拒絕', 'red'),
  ],
  depositSource: [o(1, 'On-chain', '链上充值', '鏈上充值', 'blue'), o(2, 'Backstage deposit', '后台充值', '後台充值', 'purple')],
  withdrawalStatus: [
    o(0, 'Pending', '待审核', '待審核', 'orange'),
    o(3, 'First approval given', '已初审', '已初審', 'yellow'),
    o(1, 'Approved', '已通过', '已通過', 'green'),
    o(2, 'Rejected', '已拒绝', '已拒絕', 'red'),
    o(4, 'Paying out', '出款中', '出款中', 'purple'),
  ],
  withdrawalType: [o(1, 'Manual review', '人工审核', '人工審核', 'blue'), o(2, 'Automatic payout', '自动出款', '自動出款', 'purple')],
  payoutStatus: [
    o('submitted', 'Submitted', '已提交', '已提交', 'orange'),
    o('confirmed', 'Confirmed', '已到账', '已到賬', 'green'),
    o('failed', 'Failed', '失败', '失敗', 'red'),
  ],
  depositMode: [o(1, 'Fixed address', '固定地址', '固定地址', 'blue'), o(2, 'Third-party wallet', '第三方钱包', '第三方錢包', 'purple')],
  depositAddressStatus: [
    o(1, 'Active', '使用中', '使用中', 'green'),
    o(2, 'Replaced', '已更换', '已更換', 'orange'),
    o(3, 'Deleted', '已删除', '已刪除', 'gray'),
  ],
  onChainStatus: [
    o(0, 'Confirming', '确认中', '確認中', 'orange'),
    o(1, 'Confirmed', '已确认', '已確認', 'green'),
    o(2, 'Failed', '失败', '失敗', 'red'),
  ],
  distributionPaymentStatus: [
    o(0, 'Pending', '待发放', '待發放', 'orange'),
    o(1, 'Paid', '已发放', '已發放', 'green'),
    o(2, 'Failed', '发放失败', '發放失敗', 'red'),
  ],
  walletType: [o(1, 'Futures wallet', '期货钱包', '期貨錢包', 'blue'), o(2, 'Perpetual wallet', '永续钱包', '永續錢包', 'purple')],
  exportType: [
    o('users', 'User list', '用户列表', '用戶列表', 'blue'),
    o('deposits', 'Deposit records', '充值记录', '充值記錄', 'green'),
    o('withdrawals', 'Withdrawal records', '提现记录', '提現記錄', 'orange'),
    o('futuresOrders', 'Futures orders', '期货订单', '期貨訂單', 'purple'),
    o('convertOrders', 'Convert orders', '闪兑订单', '閃兌訂單', 'blue'),
    o('perpetualOrderHistory', 'Perpetual order history', '永续历史委托', '永續歷史委託', 'purple'),
    o('perpetualPositionHistory', 'Perpetual position history', '永续历史仓位', '永續歷史倉位', 'purple'),
    o('copyLeadingOrders', 'Leading orders', '带单记录', '帶單記錄', 'blue'),
    o('copyFollowingOrders', 'Following orders', '跟单记录', '跟單記錄', 'blue'),
    o('platformReport', 'Platform report', '平台报表', '平台報表', 'yellow'),
    o('agentReport', 'Agent report', '代理报表', '代理報表', 'yellow'),
    o('marketingReport', 'User marketing report', '用户推广报表', '用戶推廣報表', 'yellow'),
    o('accountReport', 'Account report', '账户报表', '帳戶報表', 'yellow'),
  ],
  exportJobStatus: [
    o('queued', 'Queued', '排队中', '排隊中', 'gray'),
    o('running', 'Running', '进行中', '進行中', 'blue'),
    o('done', 'Ready', '可下载', '可下載', 'green'),
    o('failed', 'Failed', '失败', '失敗', 'red'),
    o('expired', 'Expired', '已过期', '已過期', 'orange'),
    o('cancelled', 'Cancelled', '已取消', '已取消', 'gray'),
  ],
  batchUploadType: [o(1, 'Real accounts', '真实账户', '真實帳戶', 'green'), o(2, 'Demo accounts', '模拟账户', '模擬帳戶', 'gray')],
  batchUploadStatus: [o('processing', 'Processing', '处理中', '處理中', 'blue'), o('done', 'Done', '已完成', '已完成', 'green')],
  batchRowResult: [
    o(1, 'Created', '已创建', '已建立', 'green'),
    o(0, 'Refused', '未通过', '未通過', 'red'),
    o(2, 'Waiting', '等待中', '等待中', 'gray'),
  ],
  chatServiceType: [
    o(1, 'Built-in chat', '内置客服聊天', '內建客服聊天', 'blue'),
    o(2, 'External service', '外部客服系统', '外部客服系統', 'purple'),
  ],
  agentType: [o(1, 'Agent', '代理', '代理', 'blue'), o(2, 'Sales', '业务员', '業務員', 'purple')],
  agentIsSales: [o(0, 'Agent', '代理', '代理', 'blue'), o(1, 'Sales agent', '业务代理', '業務代理', 'purple')],
  // Trading area: coins, coin pairs and convert.
  coinPairTransferType: [
    o(1, 'Crypto (around the clock)', '加密货币（全天交易）', '加密貨幣（全天交易）', 'blue'),
    o(2, 'Traditional market (closed at weekends)', '传统市场（周末休市）', '傳統市場（週末休市）', 'purple'),
  ],
  convertDirection: [o(1, 'Buy', '买入', '買入', 'green'), o(2, 'Sell', '卖出', '賣出', 'red')],
  riskReferenceMode: [
    o(1, 'Moving average of recorded ticks', '行情移动平均', '行情移動平均', 'blue'),
    o(2, 'Price set by staff', '人工设定价格', '人工設定價格', 'purple'),
  ],
  riskGuardState: [
    o('armed', 'Armed', '监控中', '監控中', 'green'),
    o('tripped', 'Tripped', '已触发', '已觸發', 'red'),
    o('cooling', 'Cooling down', '冷却中', '冷卻中', 'orange'),
    o('halted', 'Halted by hand', '人工暂停', '人工暫停', 'gray'),
  ],
  riskRecordType: [
    o('trip', 'Tripped', '触发', '觸發', 'red'),
    o('rearm', 'Re-armed', '恢复', '恢復', 'green'),
    o('halt', 'Halted by hand', '人工暂停', '人工暫停', 'gray'),
    o('setting', 'Settings changed', '设置变更', '設定變更', 'blue'),
  ],
  // Futures (trading area): the words of 023_futures.sql.
  futuresOrderStatus: [
    o('open', 'Open', '持仓中', '持倉中', 'blue'),
    o('settled', 'Settled', '已结算', '已結算', 'green'),
    o('voided', 'Voided', '已作废', '已作廢', 'gray'),
  ],
  futuresOrderResult: [
    o('win', 'Win', '盈利', '盈利', 'green'),
    o('lose', 'Loss', '亏损', '虧損', 'red'),
    o('refund', 'Refund', '退款', '退款', 'gray'),
  ],
  futuresDirection: [o('long', 'Long (rise)', '买涨', '買漲', 'green'), o('short', 'Short (fall)', '买跌', '買跌', 'red')],
  futuresRoundStatus: [
    o('scheduled', 'Scheduled', '待开盘', '待開盤', 'gray'),
    o('open', 'Open', '开放下单', '開放下單', 'green'),
    o('locked', 'Locked', '封盘', '封盤', 'yellow'),
    o('closed', 'Closed', '已收盘', '已收盤', 'orange'),
    o('settled', 'Settled', '已结算', '已結算', 'blue'),
    o('voided', 'Voided', '已作废', '已作廢', 'red'),
  ],
  futuresRoundResult: [
    o('long', 'Rose', '涨', '漲', 'green'),
    o('short', 'Fell', '跌', '跌', 'red'),
    o('draw', 'Unchanged', '平', '平', 'gray'),
  ],
  futuresRoundAction: [
    o('open', 'Opened', '开盘', '開盤', 'green'),
    o('lock', 'Locked', '封盘', '封盤', 'yellow'),
    o('close', 'Closed', '收盘', '收盤', 'orange'),
    o('settle', 'Settled', '结算', '結算', 'blue'),
    o('void', 'Voided', '作废', '作廢', 'red'),
    o('halt', 'Halted', '暂停', '暫停', 'purple'),
    o('resume', 'Resumed', '恢复', '恢復', 'green'),
  ],
  // Copy trading: the words of 031_copy_trading.sql (copy-trading-records.ts).
  followPermissions: [
    o('everyone', 'Everyone', '所有人', '所有人', 'green'),
    o('invited', 'Invited accounts only', '仅限邀请', '僅限邀請', 'blue'),
    o('not_blocked', 'Everyone but blocked accounts', '黑名单除外', '黑名單除外', 'orange'),
  ],
  followListType: [o('invite', 'Invite list', '邀请名单', '邀請名單', 'blue'), o('block', 'Block list', '黑名单', '黑名單', 'red')],
  followSkipReason: [
    o('balance', 'Balance too low', '余额不足', '餘額不足', 'orange'),
    o('blocked', 'On the block list', '在黑名单中', '在黑名單中', 'red'),
    o('not_invited', 'Not invited', '未受邀', '未受邀', 'purple'),
    o('limit', 'Outside the limits', '超出限额', '超出限額', 'yellow'),
    o('account', 'Account may not trade', '账户不可交易', '帳戶不可交易', 'gray'),
  ],
  followSkipSource: [
    o('fanout', 'Fan-out', '自动跟单', '自動跟單', 'blue'),
    o('request', 'Follow request', '跟单请求', '跟單請求', 'purple'),
  ],
  followBatchRowStatus: [
    o('valid', 'Valid', '有效', '有效', 'green'),
    o('invalid', 'Not an account id', '无效ID', '無效ID', 'red'),
    o('unknown_account', 'Unknown account', '账户不存在', '帳戶不存在', 'red'),
    o('duplicate', 'Duplicate row', '重复', '重複', 'gray'),
    o('already_listed', 'Already on this list', '已在名单中', '已在名單中', 'gray'),
    o('on_other_list', 'On the other list', '已在另一名单', '已在另一名單', 'orange'),
  ],
  leadingOrderType: [
    o('staff', 'Placed by staff', '后台下单', '後台下單', 'purple'),
    o('client', 'Placed by the leader', '带单员下单', '帶單員下單', 'blue'),
  ],
  yieldClientMode: [o(1, 'Slider', '滑杆', '滑桿', 'blue'), o(2, 'Buttons', '按钮', '按鈕', 'purple')],
  yieldMode: [
    o(1, 'Yield ratio as configured', '配置收益率', '配置收益率', 'blue'),
    o(2, 'Yield ratio net of tax', '扣税后收益率', '扣稅後收益率', 'purple'),
  ],
  // Perpetual: the words of 029_perpetual.sql.
  perpetualDirection: [o('long', 'Long', '做多', '做多', 'green'), o('short', 'Short', '做空', '做空', 'red')],
  perpetualOrderCategory: [
    o('market', 'Market', '市价', '市價', 'blue'),
    o('limit', 'Limit', '限价', '限價', 'purple'),
    o('stop', 'Stop', '止损单', '止損單', 'orange'),
    o('tp_sl', 'Take profit / stop loss', '止盈止损', '止盈止損', 'yellow'),
  ],
  perpetualOrderStatus: [
    o('open', 'Open', '委托中', '委託中', 'blue'),
    o('filled', 'Filled', '已成交', '已成交', 'green'),
    o('cancelled', 'Cancelled', '已撤销', '已撤銷', 'gray'),
    o('triggered', 'Triggered', '已触发', '已觸發', 'purple'),
    o('rejected', 'Rejected', '已拒绝', '已拒絕', 'red'),
  ],
  perpetualSettlementStatus: [o('pending', 'Pending', '待结算', '待結算', 'orange'), o('settled', 'Settled', '已结算', '已結算', 'green')],
  perpetualPositionStatus: [
    o('open', 'Open', '持仓中', '持倉中', 'blue'),
    o('closed', 'Closed', '已平仓', '已平倉', 'green'),
    o('liquidated', 'Liquidated', '已强平', '已強平', 'red'),
  ],
  perpetualCloseReason: [
    o('user', 'By the user', '用户平仓', '用戶平倉', 'blue'),
    o('staff', 'By staff', '后台平仓', '後台平倉', 'purple'),
    o('take_profit', 'Take profit', '止盈', '止盈', 'green'),
    o('stop_loss', 'Stop loss', '止损', '止損', 'orange'),
    o('liquidation', 'Liquidation', '强平', '強平', 'red'),
  ],
  perpetualTriggerKind: [
    o('take_profit', 'Take profit', '止盈', '止盈', 'green'),
    o('stop_loss', 'Stop loss', '止损', '止損', 'orange'),
    o('stop', 'Stop price', '触发价', '觸發價', 'purple'),
  ],
  perpetualTriggerCondition: [
    o('rises_to', 'Price rises to', '价格涨至', '價格漲至', 'green'),
    o('falls_to', 'Price falls to', '价格跌至', '價格跌至', 'red'),
  ],
  perpetualUnit: [o(1, 'Contracts', '张', '張', 'blue'), o(2, 'Base coin', '币', '幣', 'purple')],
  perpetualFeeModeType: [o(1, 'Rates', '按比例', '按比例', 'blue'), o(2, 'Fixed amounts', '固定金额', '固定金額', 'purple')],
  perpetualLeverageMode: [
    o(1, 'Fixed multiple', '固定倍数', '固定倍數', 'blue'),
    o(2, 'Choice of multiples', '可选倍数', '可選倍數', 'purple'),
  ],
  perpetualMarginInputMode: [o(1, 'Slider', '滑杆', '滑桿', 'blue'), o(2, 'Buttons', '按钮', '按鈕', 'purple')],
  languageType: [
    o('en-US', 'English', '英语', '英語'),
    o('zh-CN', 'Simplified Chinese', '简体中文', '簡體中文'),
    o('zh-TW', 'Traditional Chinese', '繁体中文', '繁體中文'),
  ],
};
