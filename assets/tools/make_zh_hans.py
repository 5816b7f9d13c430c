"""Write ``sevens/app/locales/zh_hans.py`` (Simplified Chinese) from the Traditional table.

Run from the repository root after changing ``zh_hant.py``: ``python assets/tools/make_zh_hans.py``.
Each Traditional character the table uses is mapped to its Simplified form, then a few words
are swapped for the ones mainland players use (找数 → 结算, 选单 → 菜单 …). The language
names (``language.*``) and the Japanese name 七並べ stay as they are. A character missing
from the map stays Traditional: ``tests/test_locales.py`` lists any that slip through.
"""

from __future__ import annotations

import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPOSITORY))

from sevens.app.locales.zh_hant import TABLE  # noqa: E402

TRADITIONAL = (
    "捲擇樣檢滾當號討長"
    "備戲敗瀏覽認識讀資遊閉頁預"
    "價別幫擬標約讓擋額損來們剛卻嗎圖幾從棄欄筆舊詞誰進遠適連釋離顯齊決個兩則動勝單圓"
    "場塊對張強後換攤數於時會機沒淨減為無爭獎現發盡碼種籌紅組結絕給統經緊總績繼續罰聲"
    "腦莊著蓋裡規訂計記設該語說請負貼贏輝輪輸這過遲選還邊針錄錢鍵門開關隨難電項順須頭"
    "顏餘點龍體並"
)
SIMPLIFIED = (
    "卷择样检滚当号讨长"
    "备戏败浏览认识读资游闭页预"
    "价别帮拟标约让挡额损来们刚却吗图几从弃栏笔旧词谁进远适连释离显齐决个两则动胜单圆"
    "场块对张强后换摊数于时会机没净减为无争奖现发尽码种筹红组结绝给统经紧总绩继续罚声"
    "脑庄着盖里规订计记设该语说请负贴赢辉轮输这过迟选还边针录钱键门开关随难电项顺须头"
    "颜余点龙体并"
)
WORDS = [("找数", "结算"), ("还原", "撤销"), ("选单", "菜单"), ("设定", "设置"), ("贴上", "粘贴"),
         ("点选", "点击"), ("还未", "还没"), ("预设", "默认"), ("资料", "数据"), ("卷动", "滚动"),
         ("自订", "自定义"),
         ("七并べ", "七並べ")]
TARGET = REPOSITORY / "sevens" / "ui" / "locales" / "zh_hans.py"
HEADER = '''"""Simplified Chinese (zh-Hans): 排七 for players who read Simplified characters.

Every key of the English table in ``sevens.app.translation`` with the same ``{parameters}``
(``tests/test_locales.py`` checks both). Written by ``assets/tools/make_zh_hans.py`` from the
Traditional table, with mainland words where they differ (结算, 撤销, 菜单, 设置, 粘贴):
edit zh_hant.py and run the tool. Chinese has no plurals; ordinals read 第1名.
"""

from __future__ import annotations

TABLE: dict[str, str] = {
'''


def simplified(value: str) -> str:
    """One Traditional message in Simplified characters and mainland words."""
    value = value.translate(str.maketrans(TRADITIONAL, SIMPLIFIED))
    for traditional_word, simplified_word in WORDS:
        value = value.replace(traditional_word, simplified_word)
    return value


def main() -> None:
    """Write the Simplified table."""
    assert len(TRADITIONAL) == len(SIMPLIFIED)
    lines = []
    for key, value in TABLE.items():
        text = value if key.startswith("language.") else simplified(value)
        lines.append(f"    {key!r}: {text!r},".replace("'", '"') if '"' not in text
                     and "'" not in text else f"    {key!r}: {text!r},")
    TARGET.write_text(HEADER + "\n".join(lines) + "\n}\n", encoding="utf-8")
    print(TARGET)


if __name__ == "__main__":
    main()
