# rules
# Die Regelseite (#/rules): jede Regel von Camelot in den eigenen Worten der App, die Varianten
# und die Notation, mit kleinen Brettdiagrammen.
# Hinweise für Übersetzer:
# - Feldnamen (F7, D13), Linien und Reihen (A bis L, 1 bis 16) und Züge (E4-E6-G8-I8, E4xE6xE8)
#   sind in jeder Sprache gleich: lass sie, wie sie sind.
# - Ein Argument $variant ist der Name eines Spiels, wie sein eigener Katalog ihn angibt (Camelot,
#   Chivalry, River Camelot…).
# - Manche Absätze enthalten einen Link oder ein Stück Code: Diese kommen als Argumente ($course,
#   $square…), damit der Satz sie dort einsetzen kann, wo er sie braucht. Ihre eigenen Wörter, falls
#   sie welche haben, sind eigene Meldungen (im Kommentar genannt).
# - Ein Listenpunkt, der mit einem fett gedruckten Begriff beginnt ("Einfacher Zug."), besteht aus
#   zwei Meldungen: dem Begriff (…-term) und dem folgenden Text (die Seite setzt ein Leerzeichen dazwischen).

## Die Seite
rules-title = Die Regeln von Camelot
# $course ist ein Link zum Kurs; seine Wörter sind rules-intro-course.
rules-intro = Dies sind die Regeln der World Camelot Federation, so wie dieses Programm sie spielt, in unseren eigenen Worten.
    Du lernst lieber beim Ausprobieren? Dann mach den { $course }.
rules-intro-course = Regelkurs

## Diagramme
rules-diagram-error = Dieses Diagramm konnte nicht gezeichnet werden.
rules-diagram-start = Die Ausgangsstellung.
# Das Diagramm von River Camelot: Vor dem ersten Zug pflanzt jede Seite drei Bäume.
rules-diagram-river-start = Der Anfang, nachdem jede Seite drei Bäume gepflanzt hat.
# $canter ist ein Zug (E4-E6-G8-I8).
rules-diagram-canter = Ein verketteter Springerzug mit Richtungswechseln: { $canter }.
# $jumps ist ein Zug (E4xE6xE8).
rules-diagram-jumps = Eine Kette aus zwei Sprüngen: { $jumps }.
# $charge ist ein Zug (E4-E6xE8).
rules-diagram-charge = Ein Ritterangriff: { $charge }.
# $canter und $step sind Züge (E14-G16, F15-F16).
rules-diagram-castle = Zwei Wege in die Burg von Schwarz: { $canter } (ein Springerzug, der dort endet) und { $step }.

## Brett und Figuren
rules-board-heading = Brett und Figuren
rules-board-squares = Das Brett hat 160 Felder: Linien A bis L, Reihen 1 bis 16. Die Reihen 1 und 16 haben nur die beiden
    Felder F und G: Das sind die Burgen. Die Reihen 2 und 15 reichen von C bis J, die Reihen 3 und 14 von B bis K
    und die Reihen 4 bis 13 von A bis L.
rules-board-pieces = Die Burg von Weiß besteht aus F1 und G1, die von Schwarz aus F16 und G16. Jeder Spieler beginnt mit vier Rittern und zehn Bauern
    in der Mitte des Bretts. Weiß zieht zuerst; danach ziehen die Spieler abwechselnd, je einen Zug.

## Die vier Zugarten
rules-moves-heading = Die vier Zugarten
rules-move-plain-term = Einfacher Zug.
rules-move-plain = Ein Schritt auf ein freies Nachbarfeld, in eine der acht Richtungen.
rules-move-canter-term = Springerzug.
rules-move-canter = Ein Satz über eine eigene Figur direkt neben deiner, geradlinig auf das freie Feld
    dahinter. Sätze dürfen verkettet werden und zwischen den Sätzen die Richtung wechseln; die Figur darf nach jedem Satz anhalten. Niemand ist je zu einem Springerzug verpflichtet.
    Die übersprungenen Figuren bleiben stehen.
rules-move-jump-term = Sprung.
rules-move-jump = Ein Satz über eine gegnerische Figur neben deiner auf das freie Feld dahinter. Die gegnerische Figur ist geschlagen
    und wird sofort entfernt. Nach einem Sprung muss die Figur weiterspringen, solange sie kann, in jede Richtung; sind mehrere Sprungketten möglich,
    darf jede davon gewählt werden, nicht unbedingt die längste.
rules-move-charge-term = Ritterangriff.
rules-move-charge = Nur für Ritter: ein Springerzug (ein oder mehrere Sätze), gefolgt von einem oder mehreren Sprüngen, in dieser Reihenfolge, in einem Zug.

## Pflichten
rules-duties-heading = Pflichten
rules-duty-capture-term = Schlagzwang.
rules-duty-capture = Kann eine deiner Figuren springen, muss dein Zug schlagen: eine Sprungkette mit einer beliebigen
    Figur oder ein Ritterangriff mit einem beliebigen Ritter (der auch eine andere Figur schlagen darf).
rules-duty-knight-term = Die Ritterpflicht.
rules-duty-knight = Ein Ritter, dessen Springerzug auf einem Feld landet, von dem aus er springen könnte, muss
    im selben Zug schlagen, von dort aus oder indem er per Springerzug weiterzieht und später schlägt. Das gilt auch, wenn zu Beginn
    des Zuges kein Schlagen möglich war. Bauern haben keine solche Pflicht.

## Burgen
rules-castles-heading = Burgen
rules-castle-own-term = Deine eigene Burg.
rules-castle-own = Kein einfacher Zug und kein Springerzug darf sie betreten; nur ein Sprung (oder die Sprünge eines Ritterangriffs) darf
    dort landen, und die Figur muss aus ihr hinaus weiterspringen, wenn sie kann.
rules-castle-leave-term = Die Burg verlassen.
rules-castle-leave = Eine Figur, die ihren Zug in der eigenen Burg beendet hat, muss sie im nächsten Zug ihres Besitzers verlassen, und
    diesen Zug muss genau diese Figur machen, egal welche Schlagmöglichkeiten es anderswo gibt. Kann sie hinausspringen, muss sie es; sonst
    verlässt sie die Burg mit einem Schritt oder einem Springerzug.
rules-castle-enemy-term = Die gegnerische Burg.
rules-castle-enemy = Eine Figur, die sie betritt, verlässt sie nie wieder. Jeder Zug endet, sobald die Figur
    darin landet. Drinnen ist ihr einziger Zug der Burgzug, ein Schritt auf das andere Burgfeld; jeder Spieler darf höchstens zwei Burgzüge
    pro Partie machen, und keinen, solange Schlagzwang herrscht.

## Ende der Partie (eine nummerierte Liste: rules-choice-no-move-in-castle verweist auf ihren 4. Punkt)
rules-end-heading = Ende der Partie
rules-end-intro = Nach jedem Zug wird geprüft:
rules-end-castle = Wer zwei Figuren in der gegnerischen Burg hat, gewinnt.
rules-end-material = Haben beide Spieler höchstens eine Figur, endet die Partie remis.
rules-end-captured = Wer alle gegnerischen Figuren geschlagen und mindestens zwei eigene behalten hat, gewinnt.
rules-end-no-move = Wer am Zug ist und keinen legalen Zug hat, verliert, sofern der Gegner zwei oder mehr Figuren hat.

## Wo der offizielle Text schweigt
rules-choices-heading = Wo der offizielle Text schweigt: unsere Entscheidungen
rules-choice-revisit = Ein Springerzug darf auf keinem Feld landen, das er im selben Zug schon besucht hat, das Ausgangsfeld eingeschlossen.
    (Eine Sprungkette darf es, denn die geschlagenen Figuren sind dann weg.)
rules-choice-paths = Ein Zug ist sein ganzer Weg: Zwei Wege zum selben Feld sind zwei verschiedene Züge.
# "Regel 4 oben" ist der 4. Punkt der Liste unter "Ende der Partie" (rules-end-no-move).
rules-choice-no-move-in-castle = Hat die Figur, die ihre eigene Burg verlassen muss, keinen legalen Zug, so hat ihr Spieler keinen legalen Zug, und Regel 4 oben gilt.
rules-choice-knight-duty = Die Ritterpflicht ist durch jedes spätere Schlagen im selben Zug erfüllt, selbst wenn dieselbe gegnerische Figur von einem anderen Feld aus geschlagen wird.
rules-choice-no-move-draw = Hat ein Spieler keinen legalen Zug und sein Gegner weniger als zwei Figuren, endet die Partie remis.
rules-choice-repetition = Hausregel, standardmäßig eingeschaltet: Das dritte Auftreten derselben Stellung, mit demselben Spieler am Zug und gleich vielen verbrauchten
    Burgzügen, ist remis. Die offiziellen Regeln kennen keine solche Regel.

## Notation
rules-notation-heading = Notation
# $square ist der Name eines Feldes (F7); $step und $jump sind die Zeichen "-" und "x" der Notation,
# jeweils als Code gezeigt.
rules-notation-intro = Felder schreibt man wie { $square }. Ein Zug nennt sein Ausgangsfeld und jedes Landefeld, mit
    { $step } vor dem Landefeld eines Schritts oder Springerzugs und { $jump } vor dem Landefeld eines Sprungs:
# Die Tabelle der Beispiele: Jedes beschreibt den Zug daneben (C8-D9, E6-C8-A8, H4xJ4xL6,
# F6-F8-H8xH10xJ12, F16-G16).
rules-notation-plain = ein einfacher Zug
rules-notation-canter = ein Springerzug mit zwei Sätzen
rules-notation-jumps = zwei Sprünge, die zwei Figuren schlagen
rules-notation-charge = ein Ritterangriff: zwei Sätze, dann zwei Sprünge
rules-notation-castle = ein Burgzug
# $record sind die Züge einer Partienotation (1. F7-F8 F10-F9 2. E7-E8) und $tag eine Kopfzeile
# ([White "Player"]), jeweils als Code gezeigt, wie eine Notationsdatei sie enthält.
rules-notation-records = Partienotationen führen nummerierte Züge auf, etwa { $record }, nach Kopfzeilen wie { $tag }.

## Die Camelot-Familie (ein Abschnitt pro Spielvariante)
rules-variants-heading = Die Camelot-Familie
rules-variants-intro = Dieselben Züge auf anderen Brettern oder mit anderen Zielen. Alles, was bei einem Spiel nicht aufgeführt ist, gilt wie in Camelot.
    Starten kannst du jedes über „Neue Partie“ auf der Spielseite.
# Die Kurzbeschreibung einer Spielvariante: $variant ist ihr Name, $summary ihre Beschreibung (aus dem
# eigenen Katalog der Spielvarianten).
rules-variant-summary = { $variant }: { $summary }.
# Der Button, der eine Partie dieser Spielvariante startet.
rules-variant-play = { $variant } spielen

# Was sich von Camelot unterscheidet, je ein Listenpunkt.
rules-chivalry-board = Das Brett hat 176 Felder: Linien A bis N. Die Reihen 1 und 16 sind die Burgen G und H; die Reihen 2 und 15 reichen von D bis K,
    3 und 14 von C bis L, 4 und 13 von B bis M und die Reihen 5 bis 12 von A bis N.
rules-chivalry-pieces = Jede Seite hat 8 Ritter und 12 Bauern, auf den Reihen 6 und 7 für Weiß und 10 und 11 für Schwarz.
rules-chivalry-rules = Alle Regeln sind die von Camelot.

rules-cam-board = Das Brett hat 67 Felder, Linien A bis G und Reihen 1 bis 13; jede Burg ist ein einzelnes Feld, D1 und D13.
rules-cam-pieces = Jede Seite hat 2 Ritter und 5 Bauern.
rules-cam-castle = Eine Figur in der gegnerischen Burg gewinnt sofort; Burgzüge gibt es nicht.
rules-cam-capture = Wer alle gegnerischen Figuren schlägt, gewinnt, egal wie wenige eigene übrig sind; bei einer Figur gegen eine wird weitergespielt.
rules-cam-no-move = Wer keinen legalen Zug hat, verliert.

rules-camette-board = Das kleinste Brett: 23 Felder, Linien A bis E und Reihen 1 bis 7; die Burgen sind C1 und C7.
rules-camette-pieces = Jede Seite hat 1 Ritter und 3 Bauern.
rules-camette-rules = Es gelten die Regeln von Cam: Eine Figur in der gegnerischen Burg gewinnt, es gibt keine Burgzüge, wer alle gegnerischen Figuren schlägt,
    gewinnt, es gibt kein Remis durch Material, und wer keinen legalen Zug hat, verliert.

rules-all-knighter-pieces = Camelot, bei dem jede Figur ein Ritter ist: Alle 14 Figuren jeder Seite dürfen einen Ritterangriff machen, und jede hat die Ritterpflicht.

# D7–D8 und I9–I10 sind die beiden Brücken, je zwei Felder.
rules-river-river = Ein Fluss aus 28 Feldern durchquert das Brett von Camelot. Keine Figur darf ein Flussfeld betreten oder darüber hinwegsetzen;
    seine zwei Brücken, D7–D8 und I9–I10 (je zwei Felder), sind gewöhnliche Felder.
rules-river-start = Die Figuren beginnen zwei Reihen näher an ihrer eigenen Burg.
# C3,F6,K5 ist die Schreibweise eines Zuges, der drei Bäume pflanzt.
rules-river-trees = Vor dem ersten Zug pflanzt jeder Spieler drei Bäume auf Baumfelder seiner eigenen Seite, Weiß zuerst, jeweils als
    ein Zug (geschrieben C3,F6,K5). Ein Baum sperrt wie der Fluss: Nichts landet auf ihm oder setzt über ihn hinweg.

rules-anti-goals = Brett, Figuren und Züge von Camelot, mit umgekehrten Zielen.
rules-anti-win = Ein Spieler gewinnt, wenn er am Zug keinen legalen Zug hat oder wenn sein Gegner eine Figur in seine Burg bringt.
rules-anti-capture = Es herrscht weiterhin Schlagzwang, daher kann ein erzwungener Sprung eine Figur in die gegnerische Burg tragen – und damit verlieren.
rules-anti-rules = Es gibt keine Burgzüge, kein Remis durch Material, und wer alle gegnerischen Figuren schlägt, gewinnt damit nicht.

## Die Links am Ende der Seite
rules-play-game = Eine Partie spielen
rules-take-course = Zum Kurs
