// The rules page in English: its section on where the sources disagree and what this app does
// (a part of rules-en.js, whose comment says what each block is).

export const decisionsEn = {
  id: "decisions",
  heading: "Where the sources disagree, and what this app does",
  blocks: [
    "**How many moves a pile needs.** Here a pile of n checkers needs n − 1 moves: after one move, a pile of two is two checkers on line. The 1699 text gives a pile of two only one checker to knock down [@charpentier-1699, « De la manière de jouer ses dames »]; the 1792 dictionary has an ace knock down “the checker piled” on the first point, the one on top [@dictionnaire-1792]; Lalanne’s Example 1 has the second ace unusable on point 1 [@lalanne-2004, Example 1]. The modern description says a number cannot be used once the pile is “fully unstacked (all its checkers taken off)”, which can be read either way [@modern-ru]. Ludii reads it as here [@ludii]; the Hermes Trictrac engine knocks down every checker, two moves for a pile of two and three for a pile of three, which the 1699 text does not support [@hermes].",
    {
      quote: "d1792-stacked",
      say: "Thus the player who throws, for example, a six and an ace first knocks down the checker piled on the first point, and so plays his ace.",
    },
    {
      quote: "r-done",
      say: "If the pile on the point thrown is already fully unstacked (all its checkers taken off), that number cannot be used.",
    },
    "**Passing while unstacking.** The 1699 text passes numbers in both phases: the doublet on a pile of two, and the numbers of a player still unstacking, which his opponent plays for him [@charpentier-1699]; Lalanne’s Example 1 passes an ace while both players unstack [@lalanne-2004]. The modern description passes numbers only in the second phase [@modern-ru]. Each preset follows its source; the option also offers “never”.",
    {
      quote: "for-you",
      say: "not having knocked down all your checkers, not only can you not play what your opponent does not play; what is more, you cannot play yourself the numbers you throw, and it is your opponent who plays them for you, until you have knocked down your last checker",
    },
    "**An exception for a player still unstacking?** The sentence just quoted begins by saying that the rule of passing “receives its exception here” [@charpentier-1699, « De la manière de lever et de rompre le jeu »] [@hermes]. Its example: you have knocked down your ace but still have a five or a six to knock down, and your opponent, who has knocked everything down, throws a second double ace after bearing off with the first; neither of you bears off anything, you because no one bears off before all his checkers are knocked down. Read literally, the conclusion (not having knocked down all your checkers, you “cannot play what your opponent does not play”) forbids a player still unstacking every die that his opponent, bearing off, cannot use; not every passed die, since earlier the text has him play the second die of a doublet on a pile of two for an opponent who is still unstacking too. That reading contradicts Lalanne’s Example 3, where Black, still unstacking, unstacks on his point 2 with White’s unplayable 2 [@lalanne-2004, Example 3]. Read in its context, the sentence forbids only bearing off with such a die: it is about bearing off, and in its example the ace could serve for nothing else, the receiver’s point 1 being done. The app follows this second reading, as Lalanne does: a passed die is used by the receiver’s own phase, so a player still unstacking unstacks with it if that pile is not done, and never bears off with it. The two readings differ only when the receiver still has a pile on the point of the passed number.",
    {
      quote: "exception",
      say: "although it is said above that the numbers one cannot play are played by the other, this rule receives its exception here; for example, if after you have knocked down the ace, the two and the three, etc., you still have a five or a six to knock down, and your opponent, having knocked everything down and borne off a double ace, has thrown a second double ace: in that case neither he nor you will bear off anything: he, because he has no double ace left to play; and you, because it is one of the rules of this game that one cannot bear off anything as long as one has not knocked down all one’s checkers",
    },
    "**Whose phase, in the modern rules.** The modern description does not say whose second phase it means [@modern-ru]. The app passes a die when the thrower is bearing off once he has played what he could; the receiver then uses it by his own phase, unstacking or bearing off.",
    "**Doubles in the modern game.** The modern description says in its key points that a double is not played and is thrown again, but later speaks of bearing off at each throw of such a series [@modern-ru]. The modern preset follows the key points; the 1699 way is one option away.",
    "**Who throws first.** The 1699 text only says that one draws for the dice [@charpentier-1699]; the 1792 dictionary leaves it to lot [@dictionnaire-1792]; Lalanne has each player throw one die, the higher number starting [@lalanne-2004]; the modern description adds that equal numbers throw again [@modern-ru]. The app follows Lalanne and the modern description.",
    { quote: "first-throw", say: "As for the dice, one draws for who shall have them." },
    { quote: "d1792-lot", say: "Lot decides to whom the dice shall belong" },
    { quote: "l-first", say: "" },
    {
      quote: "r-tie",
      say: "The players each throw one die. Whoever throws the higher number plays first. If they are equal, the throw is repeated.",
    },
    "**When the cube may be offered.** The modern description allows it “at any moment before one’s own throw”, and “only before one’s throw, not after” [@modern-ru]. The app allows it before the first throw of a turn only, not between the throws of a series of doubles: the player has then already thrown in this turn, and the app takes a series of doubles as one turn.",
    {
      quote: "r-cube",
      say: "At any moment before his own throw a player may offer his opponent to double the stake. […] One may double only before one’s own throw (not after).",
    },
    "**The strict-claim deadline.** The 1699 text sets none; it only leaves the watching to the receiver [@charpentier-1699]. In Lalanne’s Example 3 the receiver must use the passed 2 before he himself throws [@lalanne-2004, Example 3]. The app makes it the next throw of the dice by anyone: also the thrower’s own next throw after a double.",
    { quote: "l-forget", say: "" },
    "**A die that lands badly.** Lalanne has both dice thrown again if one lands off the throwing half [@lalanne-2004]; the 1699 text asks that the dice touch the opponent’s side, and counts a die good anywhere in the board unless it is “in the air”, not lying flat [@charpentier-1699]. With real dice typed in, the players follow their own rule and type only a good throw.",
    {
      quote: "dice-good",
      say: "The die must be thrown roundly, without hesitating, and made to touch at least the opponent’s side. It is good anywhere in the trictrac, provided it is not “in the air”.",
    },
    { quote: "l-outside", say: "" },
    "**The stake.** The French text is silent on it [@charpentier-1699]; Lalanne’s “1 point for example” is the app’s default [@lalanne-2004].",
    "**“Lever”.** The app reads the 1699 verb, with Lalanne, as bearing the checkers off the board [@lalanne-2004]; Ludii has a player who has borne off set his checkers up again before he wins [@ludii], and the Hermes Trictrac engine puts them back on their piles [@hermes].",
    "**The letters of Lalanne’s last diagram of Example 1.** They are the French initials B (blanc, White) and N (noir, Black), and the diagram reads correctly with them: White has finished his pile on 4 and unstacked once on 5 [@lalanne-2004, Example 1].",
    "**The date.** The modern description dates Charpentier’s collection [@charpentier-1699] 1715 [@modern-ru]; Lalanne gives 1699 [@lalanne-2004], the Hermes Trictrac editors 1698 [@hermes]. The app keeps 1699, Lalanne’s date, since it replays his examples; the French it quotes is that of the 1802 reprint [@hermes].",
    "**Four or two?** A double is two dice, not four: doublets are played “only once, as at trictrac” [@charpentier-1699].",
  ],
};
