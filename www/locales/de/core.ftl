# Camelot: die Wörter des Regel-Crates (crates/camelot-core), wie die App sie zeigt: die Namen
# der Spiele, wie eine Partie endete, und was an einem Zug, einem Stellungstext oder einer
# Partienotation falsch ist. Die Formatierung steht in crates/camelot-web/src/app/core_words.rs.
# Hinweise für Übersetzer:
# - Feldnamen (C3, H11), Züge (C3-D2, F7xF9), Stellungstexte, die Buchstaben K M k m T w b und
#   die Beispieltexte (F7-F8, C2,D2,I2, 0.0.1, [Name "Value"]) bleiben, wie sie sind.
# - Text zwischen `Backticks` ist, was die Person geschrieben hat; die App macht daraus eventuell
#   gerade Anführungszeichen. Sie bleiben um dieselben Wörter.
# - $side, $winner, $loser sind die Namen einer Seite wie in app.ftl übersetzt ("Weiß"); $color,
#   $winner_color, $loser_color sind "white" oder "black" für Selektoren.
# - $line, $column, $step, $rank und $number sind Positionen, als einfache Ziffern geschrieben;
#   $count, $max, $trees, $found und $expected sind Anzahlen (Plural danach wählen, wo nötig).
# - Die meisten Meldungen beginnen klein (außer mit einem Substantiv): Die App setzt sie in
#   ihre eigenen Sätze ein. Eigennamen der Spiele bleiben englisch.

## Die Spiele der Familie (Titel) und was sie von Camelot unterscheidet (Zusammenfassungen)
core-variant-camelot = Camelot
core-variant-chivalry = Chivalry
core-variant-cam = Cam
core-variant-camette = Camette
core-variant-all-knighter = All Knighter
core-variant-river = River Camelot
core-variant-anti = Anti-Camelot
core-summary-camelot = die Regeln der World Camelot Federation
core-summary-chivalry = Parkers Original von 1887: ein breiteres Brett mit 176 Feldern, 8 Ritter und 12 Bauern je Seite
core-summary-cam = ein kleines Brett mit 67 Feldern, 7 Figuren je Seite: Eine Figur in der gegnerischen Burg gewinnt
core-summary-camette = das kleinste Brett, 23 Felder, 4 Figuren je Seite: Eine Figur in der gegnerischen Burg gewinnt
core-summary-all-knighter = Camelot, in dem jede Figur ein Ritter ist
core-summary-river = ein Fluss mit zwei Brücken durchquert das Brett; jede Seite pflanzt zuerst drei Bäume
core-summary-anti = die Ziele umgekehrt: Du gewinnst, wenn du keinen legalen Zug hast oder der Gegner deine Burg betritt

## Figuren
core-role-man = Bauer
core-role-knight = Ritter
core-piece-white-man = weißer Bauer
core-piece-white-knight = weißer Ritter
core-piece-black-man = schwarzer Bauer
core-piece-black-knight = schwarzer Ritter

## Wie eine Partie endete: "Weiß gewinnt (Weiß hat zwei Figuren in der Burg von Schwarz)"
core-headline-white = Weiß gewinnt
core-headline-black = Schwarz gewinnt
core-headline-draw = Remis
# $headline ist eine der drei oben, $reason einer der Gründe unten.
core-outcome = { $headline } ({ $reason })
core-reason-castle-occupied = { $winner } hat zwei Figuren in der Burg von { $loser }
core-reason-all-captured = { $winner } hat alle Figuren von { $loser } geschlagen
core-reason-no-legal-move = { $loser } hat keinen legalen Zug
# Ein Remis: Wer am Zug ist, kann nicht ziehen, aber der Gegner hat nur noch eine Figur.
core-reason-no-legal-move-draw = wer am Zug ist, hat keinen legalen Zug, und der Gegner hat weniger als zwei Figuren
core-reason-both-reduced = beide Spieler haben höchstens eine Figur
core-reason-repetition = dieselbe Stellung ist dreimal vorgekommen
core-reason-resignation = { $loser } hat aufgegeben
# Steht auch nach "Remis:" – daher ohne das Wort "Remis".
core-reason-agreement = in gegenseitigem Einvernehmen
# Cam und Camette: Eine Figur in der gegnerischen Burg gewinnt.
core-reason-castle-entered = { $winner } hat eine Figur in der Burg von { $loser }
# Anti-Camelot: Wer die gegnerische Burg betritt, verliert.
core-reason-anti-castle-entered = { $loser } hat eine Figur in die Burg von { $winner } gezogen
core-reason-anti-no-legal-move = { $winner } hat keinen legalen Zug

## Züge und Knoten einer Partie: "Zug 6 (Schwarz)", "Knoten 12"
core-move-number = Zug { $number } ({ $side })
core-node = Knoten { $number }

## Feldnamen und Namen der Spielvarianten
core-square-syntax = `{ $text }` ist kein Feldname (ein Linienbuchstabe A-L und eine Reihe 1-16, etwa F7)
core-square-off-board = `{ $text }` ist kein Feld des Bretts
# $names sind die Namen der Spielvarianten, wie sie in Links und Stellungstexten stehen (camelot, cam, …).
core-variant-unknown = unbekannte Spielvariante `{ $text }`: bekannt sind { $names }

## Zugtext, der sich nicht lesen lässt
core-move-empty = leerer Zug
core-move-expected-square = in Spalte { $column } wurde ein Feldname erwartet
core-move-bad-square = `{ $text }` in Spalte { $column } ist kein Feld des Bretts
core-move-bad-separator = unerwartetes `{ $character }` in Spalte { $column }: Felder werden durch `-` oder `x` getrennt
core-move-no-destination = ein Zug braucht mindestens zwei Felder, etwa F7-F8
core-move-too-long = zu viele Sätze für einen Zug
core-move-mixed-placement = eine Baumplatzierung besteht nur aus Feldern, getrennt durch Kommas, etwa C2,D2,I2

## Züge, die nicht legal sind. $move_text ist der Zug, wie er geschrieben wurde; $moves eine Liste von Zügen.
# $outcome ist core-outcome.
core-illegal-game-over = die Partie ist beendet: { $outcome }
core-illegal-no-piece = auf { $square } steht keine Figur
core-illegal-not-your-piece = die Figur auf { $square } gehört nicht { $color ->
    [white] Weiß
   *[black] Schwarz
}: { $side } ist am Zug
core-illegal-must-leave-castle = die Figur auf { $square } muss in diesem Zug ihre eigene Burg verlassen
core-illegal-capture-required = { $move_text } ist nicht erlaubt: Es herrscht Schlagzwang ({ $moves })
core-illegal-piece-stuck = { $move_text } ist nicht legal: Diese Figur hat keinen legalen Zug
core-illegal-no-such-move = { $move_text } ist nicht legal; diese Figur kann { $moves } spielen
core-illegal-ambiguous = { $move_text } ist mehrdeutig: Gib den ganzen Weg an, einen von { $moves }
# $variant ist der Titel eines Spiels (core-variant-…).
core-illegal-not-on-board = { $square } ist kein Feld des Bretts von { $variant }
core-illegal-not-placing = { $move_text } pflanzt Bäume, aber jetzt sind keine Bäume zu pflanzen
core-illegal-bad-placement-square = { $move_text } ist keine Baumplatzierung von { $color ->
    [white] Weiß
   *[black] Schwarz
}: { $color ->
    [white] Weiß
   *[black] Schwarz
} darf auf { $square } keinen Baum pflanzen
core-illegal-bad-placement = { $move_text } ist keine Baumplatzierung: { $color ->
    [white] Weiß
   *[black] Schwarz
} pflanzt { $trees ->
    [one] { $trees } Baum
   *[other] { $trees } Bäume auf verschiedenen Feldern
}, geschrieben wie C2,D2,I2

## Partienotationen. Ein Fehler: "Zeile 3, Spalte 12: Zug 2 (Weiß): …"
# $message ist eine der Meldungen zur Notation unten (oder ein anderer Fehler dieser Datei).
core-record-error = Zeile { $line }, Spalte { $column }: { $message }
# $move_number ist core-move-number.
core-record-error-at-move = Zeile { $line }, Spalte { $column }: { $move_number }: { $message }
core-record-bad-tag = ungültiger Tag `{ $tag }`: Tags haben die Form [Name "Value"]
# "Position" und "Variant" sind die Namen der Tags, so geschrieben in Notationen.
core-record-bad-position = ungültiger Position-Tag: { $error }
core-record-bad-variant = ungültiger Variant-Tag: { $error }
# $error ist core-illegal-game-over (die Partie ist beendet: …).
core-record-cannot-play = { $move_text } kann nicht gespielt werden: { $error }
# $squares ist eine Liste von Feldern oder core-record-none.
core-record-not-yours = auf { $square } steht keine deiner Figuren; Figuren, die ziehen können: { $squares }
# $moves ist eine Liste von Feldern oder Zügen oder core-record-none.
core-record-must-leave-castle = { $move_text } ist kein legaler Zug – die Figur auf { $square } muss in diesem Zug ihre eigene Burg verlassen; { $square } kann ziehen nach: { $moves }
core-record-capture-required = { $move_text } ist kein legaler Zug – es herrscht Schlagzwang; Figuren, die schlagen können: { $squares }
core-record-capture-required-piece = { $move_text } ist kein legaler Zug – es herrscht Schlagzwang; { $square } kann schlagen: { $moves }
core-record-no-such-move = { $move_text } ist kein legaler Zug – { $square } kann ziehen nach: { $moves }
core-record-piece-stuck = { $move_text } ist kein legaler Zug – die Figur auf { $square } hat keinen legalen Zug; Figuren, die ziehen können: { $squares }
# Eine leere Liste von Feldern oder Zügen.
core-record-none = keine
core-record-unterminated-comment = Kommentar `{ "{" }` wird nie geschlossen
# $written und $expected sind Zugnummern, wie Notationen sie schreiben (6. oder 6...).
core-record-wrong-move-number = Zugnummer { $written } müsste { $expected } sein
core-record-after-result = unerwartetes `{ $text }` nach dem Ergebnis
core-record-unclosed-variation = Variante `(` wird nie durch `)` geschlossen
core-record-unopened-variation = `)` schließt keine Variante: Es ist kein `(` offen
core-record-variation-at-start = eine Variante `(` muss auf den Zug folgen, den sie ersetzt, und hier steht kein Zug davor
core-record-empty-variation = leere Variante: Eine Variante braucht mindestens einen Zug
core-record-result-in-variation = das Ergebnis `{ $text }` kann nicht in einer Variante stehen: Fehlt davor eine `)`?

## Knotenpfade in Links (0.0.1) und der Partiebaum
core-path-empty-step = Schritt { $step } des Knotenpfads ist leer; Pfade sehen aus wie 0.0.1
core-path-not-a-number = Schritt { $step } des Knotenpfads, `{ $text }`, ist keine Zahl; Pfade sehen aus wie 0.0.1
core-path-too-large = Schritt { $step } des Knotenpfads, { $text }, ist zu groß
# $node ist core-node.
core-tree-unknown-node = in diesem Partiebaum gibt es keinen { $node }
core-tree-delete-root = die Ausgangsstellung kann nicht gelöscht werden, nur Züge

## Stellungstext, der sich nicht lesen lässt
core-setup-empty = leerer Stellungstext
core-setup-missing-placement = dem Stellungstext fehlt die Aufstellung
core-setup-missing-side = dem Stellungstext fehlt die Seite am Zug
core-setup-missing-castle-moves = dem Stellungstext fehlt die Zahl der Burgzüge von { $color ->
    [white] Weiß
   *[black] Schwarz
}
core-setup-trailing-text = unerwarteter Text nach der Zugnummer in Spalte { $column }
core-setup-unknown-variant = `{ $text }` in Spalte { $column } ist weder der Name einer Spielvariante noch eine Reihe
# $found und $expected sind Titel von Spielen (core-variant-…).
core-setup-wrong-variant = die Stellung stammt aus { $found }, nicht aus { $expected }
core-setup-rank-count = der Stellungstext hat { $found ->
    [one] { $found } Reihe
   *[other] { $found } durch `/` getrennte Reihen
}, erwartet: { $expected }
core-setup-rank-width = Reihe { $rank } (Spalte { $column }) beschreibt { $found ->
    [one] { $found } Feld
   *[other] { $found } Felder
}, erwartet: { $expected }
core-setup-bad-char = unerwartetes Zeichen `{ $character }` in Spalte { $column } (Figuren sind K, M, k, m, Bäume T; Ziffern zählen leere Felder)
core-setup-bad-empty-count = die Zahl leerer Felder `{ $text }` in Spalte { $column } muss zwischen 1 und { $max } liegen
core-setup-bad-side = die Seite am Zug `{ $text }` in Spalte { $column } muss `w` oder `b` sein
core-setup-bad-castle-moves = die Zahl der Burgzüge von { $color ->
    [white] Weiß
   *[black] Schwarz
} `{ $text }` in Spalte { $column } muss 0, 1 oder 2 sein
core-setup-bad-move-number = die Zugnummer `{ $text }` in Spalte { $column } muss eine ganze Zahl ab 1 sein

## Stellungen, die sich nicht spielen lassen
# $first und $second sind die Felder der Burg.
core-position-two-in-own-castle = zwei { $color ->
    [white] weiße
   *[black] schwarze
} Figuren in der eigenen Burg von { $side } ({ $first }, { $second })
core-position-too-many-pieces = { $side } hat { $count } Figuren; eine Seite hat höchstens { $max }
core-position-off-board = eine Figur steht auf { $square }, das kein Feld dieses Bretts ist
core-position-tree-square = auf { $square } steht ein Baum, wo kein Baum gepflanzt werden darf
core-position-tree-count = { $color ->
    [white] Weiß
   *[black] Schwarz
} hat { $count ->
    [one] { $count } Baum
   *[other] { $count } Bäume
} gepflanzt; eine Seite pflanzt keinen oder alle { $trees }
core-position-tree-order = die Bäume sind außer der Reihe: Erst pflanzt Weiß, dann Schwarz, dann zieht Weiß
