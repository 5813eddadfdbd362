# learn
# Der Regelkurs (#/learn): die Liste der Lektionen, die Seite einer Lektion, die Texte der
# Lektionen und die Erklärungen des Prüfers zu einem falschen Versuch.
# Hinweise für Übersetzer:
# - Feldnamen (C3, H11), Züge (C3-D2, E4xE6xE8) und Stellungstexte bleiben, wie sie sind.
# - $move ist ein Zug in WCF-Notation (E4-E6-G8, E4xE6).
# - $square, $from, $to sind Feldnamen (F7).
# - Im Englischen wird "click" auf Touchscreens zu "tap"; die deutschen Texte sagen meist
#   "wählen", das für beides passt.

## Die Liste der Lektionen
learn-heading = Lerne die Regeln von { -game-name }
# Der erste Satz des Kurses; $n ist die Zahl der Lektionen.
learn-course-intro = { $n ->
    [one] { $n } kurze Lektion
   *[other] { $n } kurze Lektionen
}, jede mit einer kleinen Aufgabe auf dem Brett. Dein Fortschritt wird auf diesem Gerät gespeichert.
# "3 von 10 Lektionen erledigt": $done erledigte Lektionen von $n.
learn-progress = { $done } von { $n ->
    [one] { $n } Lektion
   *[other] { $n } Lektionen
} erledigt
# Der Einstieg in den Kurs, auf einem Button; $title ist der Titel einer Lektion.
learn-start-course = Kurs beginnen: { $title }
learn-continue = Weiter: { $title }
learn-reset-progress = Fortschritt zurücksetzen
# Vorgelesen für das Häkchen (✓) neben einer erledigten Lektion.
learn-done-label = erledigt
# $id ist, was die Adresse als Lektion angab.
learn-no-such-lesson = Es gibt keine Lektion namens „{ $id }“. Wähle eine aus der Liste.
# Gespeicherter Fortschritt, der nicht gelesen werden konnte; $why sagt warum (nicht immer übersetzt).
learn-progress-reset = Dein gespeicherter Kursfortschritt konnte nicht gelesen werden ({ $why }) und wurde zurückgesetzt.
# Warum der gespeicherte Fortschritt nicht gelesen wurde: von einer neueren Version der App geschrieben.
learn-progress-unknown-version = unbekannte Version { $version }

## Die Seite einer Lektion
learn-all-lessons = Alle Lektionen
# Nach dem Link "Alle Lektionen": " · Lektion 3 von 10" (auf das Leerzeichen am Anfang achten).
learn-crumb = { " " }· Lektion { $number } von { $of }
# Nach dem Titel einer schon erledigten Lektion (auf das Leerzeichen am Anfang achten).
learn-done-tick = { " " }✓ erledigt
learn-your-task = Deine Aufgabe
# Buttons: den Zug spielen, den ein erstes Tippen gezeigt hat; einen Springerzug dort beenden, wo er enden darf.
learn-play-move = { $move } spielen
learn-end-here = Zug hier beenden ({ $move })
learn-next-lesson = Nächste Lektion →
learn-play-a-game = Eine Partie spielen →
learn-show-me = Zeig es mir
learn-restart = Lektion neu starten
learn-previous = ← Zurück
# Der Name der Links zur vorigen und nächsten Lektion (für Screenreader).
learn-nav-label = Lektionen
# Unter der Aufgabe, während "Zeig es mir" die Züge vorspielt, und nachdem es sie gezeigt hat.
learn-demo-watching = Sieh dir den Zug auf dem Brett an …
learn-demo-revealed = Die Pfeile und Punkte zeigen die Züge, die die Aufgabe lösen. Jetzt du: Wähle die Figur,
    dann das Feld, auf das sie zieht.
# Die Erklärung eines falschen Versuchs, gefolgt von dem Schlagzug, den der Lernende machen muss ($duty, ein Satz).
learn-why-and-duty = { $why } { $duty }

## Der Prüfer: warum ein Versuch die Aufgabe nicht löst
# Eine Stellung einer Lektion, die nicht gelesen werden kann (ein Fehler); $error sagt warum.
learn-bad-position = Lektion { $id }: fehlerhafte Stellung: { $error }
# Ein Klick auf ein Feld, das nicht die Antwort ist; $miss ist die eigene Meldung der Lektion.
learn-click-miss = { $square }: { $miss }
learn-click-own-castle = { $square } liegt in der Burg von Weiß, deiner eigenen. { $miss }
learn-click-piece-first = { $square }: Wähle zuerst eine deiner Figuren, dann das Feld, auf das sie ziehen soll.
learn-click-not-move = Bei dieser Aufgabe sollst du ein Feld wählen, nicht ziehen.
# Ein legaler Zug, der die Aufgabe nicht löst; $miss ist die eigene Meldung der Lektion.
learn-move-miss = { $move }: { $miss }
learn-legal-not-solving = { $move } ist erlaubt, löst aber die Aufgabe nicht.
# $outcome ist das Ergebnis, wie die Spielregeln es beschreiben.
learn-game-over = Die Partie ist vorbei: { $outcome }.
learn-no-piece = Auf { $square } steht keine Figur.
# $piece_color ist die Seite der Figur, $turn die Seite am Zug ("white" oder "black").
learn-not-your-piece = Die Figur auf { $square } gehört { $piece_color ->
    [white] Weiß
   *[black] Schwarz
}; { $turn ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug.
learn-choose-destination = Wähle, wohin die Figur ziehen soll.

## Der Prüfer: die Regel, gegen die ein unerlaubter Zug verstößt ($move ist der versuchte Zug)
# $square ist das Feld, auf dem die Figur in ihrer eigenen Burg steht.
learn-illegal-must-leave-castle = { $move } ist nicht erlaubt: Deine Figur auf { $square } steht in
    deiner eigenen Burg und muss sie deshalb in diesem Zug verlassen, vor allem anderen, selbst vor dem Schlagen.
learn-illegal-step-in-chain = { $move } ist nicht erlaubt: Ein einfacher Zug ist ein einzelner Schritt; er kann
    nicht Teil eines längeren Zuges sein.
learn-illegal-step-occupied = { $move } ist nicht erlaubt: { $square } ist besetzt. Ein einfacher Zug
    führt auf ein freies Nachbarfeld.
learn-illegal-unreachable = { $move } ist nicht erlaubt: Eine Figur zieht entweder auf ein Nachbarfeld
    oder setzt über eine Figur direkt neben ihr; so ist { $to } von { $from } aus nicht erreichbar.
learn-illegal-leap-occupied = { $move } ist nicht erlaubt: Ein Satz muss auf einem freien Feld landen, und
    { $square } ist besetzt.
# $square ist das übersprungene Feld.
learn-illegal-leap-over-empty = { $move } ist nicht erlaubt: Ein Satz muss über eine Figur direkt daneben
    gehen, und { $square } ist leer.
learn-illegal-canter-after-jump = { $move } ist nicht erlaubt: Nach einem Sprung darf die Figur nur noch
    weiterspringen, keinen Springerzug mehr machen.
learn-illegal-canter-revisits = { $move } ist nicht erlaubt: Ein Springerzug darf auf keinem Feld landen, das er
    im selben Zug schon besucht hat (sein Ausgangsfeld eingeschlossen).
learn-illegal-into-own-castle = { $move } ist nicht erlaubt: Weder ein einfacher Zug noch ein Springerzug darf deine
    eigene Burg betreten. Nur ein Sprung darf dort landen.
learn-illegal-man-charge = { $move } ist nicht erlaubt: Nur ein Ritter darf in einem Zug erst einen Springerzug
    und dann einen Sprung machen (der Ritterangriff). Ein Bauer muss sich für eines von beiden entscheiden.
learn-illegal-past-enemy-castle = { $move } ist nicht erlaubt: Ein Zug endet, sobald die Figur in der
    gegnerischen Burg landet.
# $square ist das Feld, auf dem die Figur nach den eingegebenen Sprüngen steht.
learn-illegal-keep-jumping = { $move } ist nicht erlaubt: Nach einem Sprung muss dieselbe Figur
    weiterspringen, solange sie kann (von { $square } aus kann sie noch einmal springen).
learn-illegal-knights-duty = { $move } ist nicht erlaubt: die Ritterpflicht. Ein Ritter, dessen Springerzug
    neben einer gegnerischen Figur landet, die er überspringen kann, muss im selben Zug weitermachen und schlagen.
learn-illegal-castle-moves-spent = { $move } ist nicht erlaubt: Jeder Spieler darf in einer Partie höchstens zwei
    Burgzüge machen, und du hast beide schon gemacht.
# $square ist das andere Feld der gegnerischen Burg.
learn-illegal-castle-move-occupied = { $move } ist nicht erlaubt: { $square } ist besetzt. Der
    Burgzug führt nur dann auf das andere Burgfeld, wenn es frei ist.
# $used ist, wie viele Burgzüge der Lernende in der Partie gemacht hat (0, 1 oder 2).
learn-illegal-leaves-enemy-castle = { $move } ist nicht erlaubt: Eine Figur in der gegnerischen Burg
    verlässt sie nie wieder. Ihr einziger Zug ist der Burgzug auf das andere Burgfeld, höchstens zwei
    pro Spieler und Partie (du hast { $used ->
    [0] noch keinen gemacht
    [1] schon einen gemacht
   *[other] schon beide gemacht
}).
# $examples sind bis zu drei Schlagzüge, verbunden durch learn-examples-or: "E4xE6 oder K4xK6".
learn-illegal-capture-required = { $move } ist nicht erlaubt: Es herrscht Schlagzwang. Eine deiner
    Figuren kann eine gegnerische Figur überspringen (zum Beispiel { $examples }), also musst du in diesem Zug schlagen.
learn-examples-or = { " " }oder{ " " }
# $error ist die eigene Begründung der Regeln (nicht immer übersetzt).
learn-illegal-other = { $move } ist nicht erlaubt: { $error }.

# Die Lektionen in der Reihenfolge des Kurses: jede hat einen Titel, Absätze, die die Regel
# erklären (text-1, text-2, …), eine Aufgabe, was bei einem Fehlversuch und was bei Erfolg gesagt wird.

## Lektion 1
learn-lesson-1-title = Das Brett und die Burgen
learn-lesson-1-text-1 = { -game-name } wird auf einem Brett mit 160 Feldern gespielt: zwölf Linien, A bis L, und
    sechzehn Reihen. Zu beiden Enden hin wird das Brett schmaler, und an jedem Ende ragen zwei Felder heraus:
    das sind die Burgen.
learn-lesson-1-text-2 = Die Burg von Weiß besteht aus F1 und G1, unten. Die Burg von Schwarz besteht aus F16 und
    G16, oben. Jeder Spieler hat zehn Bauern (runde Figuren mit einem Ring) und vier Ritter (Figuren
    mit einer Krone). Weiß zieht zuerst.
learn-lesson-1-text-3 = Du gewinnst, wenn du zwei deiner Figuren in die Burg deines Gegners bringst oder
    alle Figuren deines Gegners schlägst und dabei mindestens zwei eigene behältst.
# Die Aufgabe, an den Lernenden gerichtet.
learn-lesson-1-task = Du spielst Weiß. Wähle ein Feld der Burg, die du erreichen willst:
    die Burg von Schwarz.
# Gesagt, wenn ein legaler Zug (oder ein Klick) die Aufgabe nicht löst.
learn-lesson-1-miss = Das ist es nicht. Die Burg von Schwarz ist das Felderpaar, das oben aus dem
    Brett herausragt.
# Gesagt, wenn die Aufgabe gelöst ist.
learn-lesson-1-praise = Richtig: F16 und G16 sind die Burg von Schwarz, dein Ziel.

## Lektion 2
learn-lesson-2-title = Der einfache Zug
learn-lesson-2-text-1 = Der einfachste Zug: ein Schritt auf ein freies Nachbarfeld, in eine der acht
    Richtungen – vorwärts, rückwärts, seitwärts oder diagonal. Bauern und Ritter ziehen beide
    so.
learn-lesson-2-text-2 = Wähle den Bauern auf F7: Punkte zeigen, wohin er ziehen kann; ein Schritt endet auf einem Nachbarfeld.
# Die Aufgabe, an den Lernenden gerichtet.
learn-lesson-2-task = Mach einen einfachen Zug: Zieh einen deiner Bauern einen Schritt weit.
# Gesagt, wenn ein legaler Zug (oder ein Klick) die Aufgabe nicht löst.
learn-lesson-2-miss = Das war ein Satz über eine Figur (ein Springerzug, die nächste Lektion). Hier
    geht es nur um einen Schritt auf ein Nachbarfeld.
# Gesagt, wenn die Aufgabe gelöst ist.
learn-lesson-2-praise = Gut gemacht: Ein Schritt auf ein Nachbarfeld ist ein einfacher Zug.

## Lektion 3
learn-lesson-3-title = Der Springerzug
learn-lesson-3-text-1 = Ein Springerzug ist ein Satz über eine deiner eigenen Figuren, die direkt neben deiner steht,
    geradlinig auf das freie Feld gleich dahinter. Die übersprungene Figur bleibt, wo sie
    ist.
learn-lesson-3-text-2 = Ein Springerzug kann weitergehen: Nach einem Satz darf die Figur erneut über eine
    andere eigene Figur setzen und zwischen den Sätzen die Richtung wechseln. Sie darf nach jedem
    Satz anhalten. Zu einem Springerzug ist niemand je gezwungen.
learn-lesson-3-text-3 = Eine Einschränkung: Bei einem Springerzug darf die Figur auf keinem Feld landen, das sie
    im selben Zug schon besucht hat, ihr Ausgangsfeld eingeschlossen.
# Die Aufgabe, an den Lernenden gerichtet.
learn-lesson-3-task = Bring den Bauern von E4 in einem einzigen Zug nach I8: über E5, dann F7, dann
    H8.
    Wähle den Bauern, dann direkt I8: Der ganze Springerzug ist ein einziger Zug.
# Gesagt, wenn ein legaler Zug (oder ein Klick) die Aufgabe nicht löst.
learn-lesson-3-miss = Das ist ein erlaubter Zug, aber er erreicht I8 nicht. Wähle den Bauern auf E4 und
    dann direkt I8: Der ganze Springerzug ist ein einziger Zug (wählst du ein Feld, auf dem ein Springerzug
    enden darf, endet er dort).
# Gesagt, wenn die Aufgabe gelöst ist.
learn-lesson-3-praise = Drei Sätze in einem Zug, mit zwei Richtungswechseln: ein verketteter Springerzug.

## Lektion 4
learn-lesson-4-title = Der Sprung: Schlagen
learn-lesson-4-text-1 = Ein Sprung ist ein Satz über eine gegnerische Figur neben deiner auf das freie Feld
    dahinter. Die gegnerische Figur ist geschlagen und wird sofort vom Brett genommen.
learn-lesson-4-text-2 = Es herrscht Schlagzwang: Kann eine deiner Figuren springen, musst du in diesem Zug
    schlagen (welche Figur und welchen Sprung, entscheidest du).
learn-lesson-4-text-3 = Kann dieselbe Figur nach einem Sprung noch einmal springen, muss sie weiterspringen und
    dafür, wenn nötig, die Richtung wechseln. Sind mehrere Sprungketten möglich, darfst du jede davon wählen,
    nicht unbedingt die längste.
# Die Aufgabe, an den Lernenden gerichtet.
learn-lesson-4-task = Schlage zwei schwarze Bauern in einem Zug.
# Gesagt, wenn ein legaler Zug (oder ein Klick) die Aufgabe nicht löst.
learn-lesson-4-miss = Dieser Sprung ist erlaubt, schlägt aber nur einen Bauern. Eine andere Sprungkette schlägt zwei.
# Gesagt, wenn die Aufgabe gelöst ist.
learn-lesson-4-praise = Zwei Bauern geschlagen, in einer einzigen Sprungkette.

## Lektion 5
learn-lesson-5-title = Der Ritterangriff
learn-lesson-5-text-1 = Ritter haben einen zusätzlichen Zug, den Ritterangriff: ein Springerzug über eigene Figuren
    mit einem oder mehreren Sätzen, gefolgt von einem oder mehreren Sprüngen über gegnerische Figuren, alles in einem Zug.
    Bauern können das nicht.
learn-lesson-5-text-2 = Die Ritterpflicht: Landet ein Ritter bei einem Springerzug neben einer gegnerischen Figur,
    die er überspringen könnte, muss er im selben Zug weitermachen und schlagen. Er darf dort nicht einfach
    stehen bleiben.
# Die Aufgabe, an den Lernenden gerichtet.
learn-lesson-5-task = Schlage den schwarzen Bauern auf E7 mit deinem Ritter auf E4.
# Gesagt, wenn ein legaler Zug (oder ein Klick) die Aufgabe nicht löst.
learn-lesson-5-miss = Dieser Zug schlägt nichts. Nimm den Ritter: erst über deinen Bauern setzen, dann
    springen.
# Gesagt, wenn die Aufgabe gelöst ist.
learn-lesson-5-praise = Ein Springerzug, dann ein Sprung: Das ist der Ritterangriff.

## Lektion 6
learn-lesson-6-title = Deine eigene Burg
learn-lesson-6-text-1 = Mit einem einfachen Zug oder einem Springerzug darfst du nie in deine eigene Burg ziehen. Hinein
    kommst du nur mit einem Sprung (oder dem Sprungteil eines Ritterangriffs), der dort landet.
learn-lesson-6-text-2 = Eine Figur, die in ihrer eigenen Burg landet und noch einmal springen kann, muss
    weiterspringen, aus der Burg hinaus.
# Die Aufgabe, an den Lernenden gerichtet.
learn-lesson-6-task = Schlage den schwarzen Bauern auf F2 mit einem Sprung in deine eigene Burg.
# Gesagt, wenn ein legaler Zug (oder ein Klick) die Aufgabe nicht löst.
learn-lesson-6-miss = Damit schlägst du den Bauern auch, aber in dieser Lektion geht es um deine Burg: Spring
    hinein.
# Gesagt, wenn die Aufgabe gelöst ist.
learn-lesson-6-praise = Ein Sprung ist der einzige Weg in die eigene Burg.

## Lektion 7
learn-lesson-7-title = Die eigene Burg verlassen
learn-lesson-7-text-1 = Eine Figur, die ihren Zug in der eigenen Burg beendet hat, muss sie gleich in deinem
    nächsten Zug verlassen, und diesen Zug muss genau diese Figur machen, selbst wenn du anderswo schlagen könntest.
learn-lesson-7-text-2 = Kann sie hinausspringen, muss sie springen; sonst verlässt sie die Burg mit einem Schritt oder einem Springerzug.
# Die Aufgabe, an den Lernenden gerichtet.
learn-lesson-7-task = Dein Bauer auf G1 steht in deiner eigenen Burg. Mach deinen Zug.
# Gesagt, wenn ein legaler Zug (oder ein Klick) die Aufgabe nicht löst.
learn-lesson-7-miss = Der Bauer auf G1 muss die Burg jetzt verlassen.
# Gesagt, wenn die Aufgabe gelöst ist.
learn-lesson-7-praise = Das Verlassen der Burg geht vor, noch vor jedem Schlagen.

## Lektion 8
learn-lesson-8-title = Die gegnerische Burg
learn-lesson-8-text-1 = Der Weg zum Sieg führt in die gegnerische Burg. Eine Figur, die sie betritt,
    bleibt dort für den Rest der Partie, und ihr Zug endet in dem Moment, in dem sie darin landet, selbst
    mitten in einem Springerzug oder einer Sprungkette.
# Die Aufgabe, an den Lernenden gerichtet.
learn-lesson-8-task = Bring einen deiner Bauern in die Burg von Schwarz.
# Gesagt, wenn ein legaler Zug (oder ein Klick) die Aufgabe nicht löst.
learn-lesson-8-miss = Mit diesem Zug bleibst du draußen. Die Burg von Schwarz besteht aus F16 und G16.
# Gesagt, wenn die Aufgabe gelöst ist.
learn-lesson-8-praise = Drin! Diese Figur verlässt die Burg von Schwarz nie wieder.

## Lektion 9
learn-lesson-9-title = In der gegnerischen Burg
learn-lesson-9-text-1 = Aus der gegnerischen Burg gibt es keinen Weg hinaus: Eine Figur darin kann sie weder mit einem
    Schritt noch mit einem Springerzug oder einem Sprung je wieder verlassen.
learn-lesson-9-text-2 = Ihr einziger Zug ist der Burgzug: ein Schritt auf das andere Burgfeld,
    wenn dieses frei ist. Jeder Spieler darf in einer ganzen Partie höchstens zwei Burgzüge machen,
    und keinen, solange Schlagzwang herrscht (der Burgzug zählt als einfacher Zug).
learn-lesson-9-text-3 = Ein Burgzug kann Platz schaffen: Eine weitere deiner Figuren kann dann dort
    hinein, wo die erste stand.
# Die Aufgabe, an den Lernenden gerichtet.
learn-lesson-9-task = Dein Bauer auf G16 steht in der Burg von Schwarz. Dein Bauer auf H15 will auch
    hinein, aber G16 ist besetzt und F16 außer seiner Reichweite. Du hast in dieser Partie schon einen Burgzug gemacht,
    einer bleibt dir also: Nutze ihn, um Platz zu schaffen.
# Gesagt, wenn ein legaler Zug (oder ein Klick) die Aufgabe nicht löst.
learn-lesson-9-miss = Das ist erlaubt, aber G16 ist immer noch besetzt, also kommt der Bauer auf H15 weiterhin nicht
    hinein. Zieh den Bauern, der in der Burg steht.
# Gesagt, wenn die Aufgabe gelöst ist.
learn-lesson-9-praise = Das war der Burgzug, dein zweiter und letzter in dieser Partie. Im nächsten Zug
    bringt H15-G16 einen zweiten Bauern in die Burg von Schwarz und gewinnt.

## Lektion 10
learn-lesson-10-title = Gewinnen und Remis
learn-lesson-10-text-1 = Du gewinnst, wenn zwei deiner Figuren in der gegnerischen Burg stehen, wenn
    du alle Figuren deines Gegners geschlagen und mindestens zwei eigene behalten hast, oder wenn dein
    Gegner keinen legalen Zug mehr hat, während du zwei oder mehr Figuren besitzt.
learn-lesson-10-text-2 = Die Partie endet remis, wenn beide Spieler nur noch eine oder gar keine Figur haben. In
    dieser App ist auch das dritte Auftreten derselben Stellung remis (eine Hausregel, die du
    im Dialog „Neue Partie“ abschalten kannst).
# Die Aufgabe, an den Lernenden gerichtet.
learn-lesson-10-task = Einer deiner Bauern steht schon in der Burg von Schwarz. Gewinne die Partie mit einem Zug.
# Gesagt, wenn ein legaler Zug (oder ein Klick) die Aufgabe nicht löst.
learn-lesson-10-miss = Das ist erlaubt, aber die Partie geht weiter. Du brauchst eine zweite Figur in der Burg
    von Schwarz.
# Gesagt, wenn die Aufgabe gelöst ist.
learn-lesson-10-praise = Zwei Figuren in der Burg von Schwarz: Weiß gewinnt!

## Links zu Puzzles zur Regel einer Lektion
learn-practise-castle-entry = Üben: Burgeintritt
learn-practise-quiet-move = Üben: stille Züge
learn-practise-multi-jump = Üben: Mehrfachsprünge
learn-practise-charge = Üben: Ritterangriff
learn-practise-defence = Üben: Verteidigung
learn-practise-castle-duty = Üben: eigene Burg verlassen
learn-practise-castle-race = Üben: Wettlauf zur Burg
learn-practise-win = Üben: die Partie gewinnen
