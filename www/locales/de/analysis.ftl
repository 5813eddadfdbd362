# analysis
# Das Analysebrett (#/analysis): die Analyse der Engine, die Partieauswertung, das Lernen aus
# Fehlern und die Urteile des gelösten Spiels (Camette).
# Hinweise für Übersetzer:
# - Züge (F7-F8, C5xC7), Zugnummern mit einem Zug ("12. F7-F8", "12… F10-F9"),
#   Feldnamen und Bewertungen in Zahlen (+1.3, -0.4) bleiben, wie sie sind.
# - $side ist der Name einer Seite wie in app.ftl übersetzt ("Weiß"); $possessive ihre
#   Genitivform ("von Weiß"); $color ist "white" oder "black" für Selektoren.
# - $mv ist ein Zug in Notation (F7-F8); $glyph das Zeichen der Auswertung nach einem Zug (?!, ? oder ??).
# - $percent ist ein ganzer Prozentwert ohne Zeichen (die Meldungen setzen " %" dazu).
# - Glossar: review = Auswertung (Partieauswertung); blunder / mistake / inaccuracy =
#   Patzer / Fehler / Ungenauigkeit (wie bei lichess); engine = Engine (die); ply = Halbzug.

## Die Seite
analysis-mode = Analyse
analysis-flip-title = Brett drehen
# Der Button, der einen Zug aus mehreren Sprüngen dort beendet, wo der Spieler angehalten hat; $mv ist der Zug.
analysis-end-here = Zug hier beenden ({ $mv })
analysis-line-copied = Variante in die Zwischenablage kopiert.
analysis-line-not-copied = Der Browser hat das Kopieren der Variante nicht erlaubt.

## Die Statuszeile
# $outcome ist das Ergebnis in Worten aus core.ftl (mit großem Anfangsbuchstaben).
analysis-status-over = Die Partie ist hier zu Ende: { $outcome }.
# $when: "nach dem 5. Zug von Weiß" oder "zu Beginn" (app.ftl).
analysis-status-turn = { $side } ist am Zug, { $when }
# Ein Zug, den das Brett abgelehnt hat; $why ist der Grund laut Regeln.
analysis-cannot-play = { $mv } ist nicht spielbar: { $why }.
# Eine Hochstufung, Löschung oder ein Kommentar, die der Zugbaum abgelehnt hat.
analysis-tree-refused = Das ging nicht: { $why }.
analysis-engine-failed = Die Engine konnte das nicht: { $why }.
# Ein Klick, während der Versuch des Spielers geprüft wird.
analysis-checking-your-move = Dein Zug wird geprüft …

## Bewertungen in Worten
# Die Kurzform auf dem Bewertungsbalken und den Buttons der Varianten: Eine Seite hat gewonnen.
analysis-eval-short-won = { $side } hat gewonnen
# Die Kurzform eines erzwungenen Gewinns: "W in 4" (Weiß gewinnt in 4 eigenen Zügen), "S in 2".
analysis-eval-short-win = { $color ->
    [white] W
   *[black] S
} in { $n }
# "+1.3 (Weiß hat einen Bauern mehr)": $eval ist die Zahl, $situation die Worte.
analysis-eval-words = { $eval } ({ $situation })
# Anzahlen von Figuren für das Material, im Akkusativ: "einen Bauern", "zwei Bauern", … (Ziffern ab 13).
analysis-men = { $n ->
    [0] keinen Bauern
    [1] einen Bauern
    [2] zwei Bauern
    [3] drei Bauern
    [4] vier Bauern
    [5] fünf Bauern
    [6] sechs Bauern
    [7] sieben Bauern
    [8] acht Bauern
    [9] neun Bauern
    [10] zehn Bauern
    [11] elf Bauern
    [12] zwölf Bauern
   *[other] { $n } Bauern
}
analysis-knights = { $n ->
    [0] keinen Ritter
    [1] einen Ritter
    [2] zwei Ritter
    [3] drei Ritter
    [4] vier Ritter
    [5] fünf Ritter
    [6] sechs Ritter
    [7] sieben Ritter
    [8] acht Ritter
    [9] neun Ritter
    [10] zehn Ritter
    [11] elf Ritter
    [12] zwölf Ritter
   *[other] { $n } Ritter
}
# "Weiß hat einen Bauern mehr": $pieces ist analysis-men oder analysis-knights.
analysis-material-up = { $side } hat { $pieces } mehr
analysis-material-up-both = { $side } hat { $knights } und { $men } mehr
# Eine Seite hat Ritter gegen Bauern der anderen.
analysis-material-for = { $side } hat { $knights } für { $men }
analysis-level = etwa ausgeglichen
analysis-placed-slightly = { $side } steht leicht besser
analysis-placed-better = { $side } steht besser
analysis-placed-clearly = { $side } steht klar besser
analysis-placed-winning = { $side } steht auf Gewinn
# $material ist eine der analysis-material-…-Meldungen.
analysis-material-made-up = { $material }, aber die Stellung gleicht das aus
analysis-material-but-placed = { $material }, aber { $side } steht besser
# $placed ist eine der analysis-placed-…-Meldungen.
analysis-material-and-placed = { $material }; { $placed }
analysis-material-but = { $material }, aber { $placed }
# $words ist analysis-eval-words oder ein erzwungener Gewinn.
analysis-evaluation = { $words } · Gewinnchancen von Weiß: { $percent } %
analysis-evaluation-solved = { $value } – gelöst · die Engine sieht { $engine }
analysis-evaluation-solved-same = { $value } – gelöst; die Engine sieht es auch
# Der Bewertungsbalken, für Screenreader; $eval ist die Kurzform.
analysis-bar-label = Bewertung { $eval }: Gewinnchancen von Weiß { $percent } %
analysis-bar-none = Noch keine Bewertung

## Das Feld der Engine
analysis-engine-title = Engine
analysis-engine-stop = Stoppen
analysis-engine-off = Ausschalten
analysis-engine-start = Analysieren
analysis-line-move-title = Variante bis zu diesem Zug spielen
analysis-hidden = Die Engine ist ausgeblendet, während du den Zug suchst.
analysis-nothing = Nichts zu analysieren: Die Partie ist hier zu Ende.
analysis-reviewing = Die Engine wertet die Partie aus; danach geht die Analyse weiter.
analysis-starting = Die Engine wird gestartet …
analysis-off = Die Engine ist aus.
# Die Zahl der Varianten, die die Engine zeigt.
analysis-lines = { $n ->
    [one] { $n } Variante
   *[other] { $n } Varianten
}
# Geschwindigkeiten in Knoten pro Sekunde: "1,2 Millionen" ($millions), "850 Tausend".
analysis-speed-million = { $millions } Millionen
analysis-speed-thousand = { $n } Tausend
# $lines ist analysis-lines; $speed analysis-speed-….
analysis-depth-complete = Tiefe { $depth } · Suche abgeschlossen · { $lines }
analysis-depth-searching = Tiefe { $depth } · { $speed } Knoten pro Sekunde · { $lines }
analysis-depth-stopped = Tiefe { $depth } · { $speed } Knoten pro Sekunde · { $lines } (angehalten)

## Das Urteil über einen ausgewerteten Zug
# Der Name des Urteils nach seinem Zeichen: "?? Patzer." ($glyph ist ?!, ? oder ??), dann ein Leerzeichen.
analysis-verdict-head = { $glyph } { $verdict ->
    [inaccuracy] Ungenauigkeit
    [mistake] Fehler
    [blunder] Patzer
   *[good] Guter Zug
}.{ " " }
analysis-verdict-body = Durch { $mv } sanken die Gewinnchancen { $possessive } von { $before } % auf { $after } %.
# Nach dem Urteil (beginnt mit einem Leerzeichen).
analysis-better-was = { " " }Besser war { $mv }.
# Ein Button, der statt des Partiezugs den besseren Zug spielt.
analysis-play-instead = Stattdessen { $mv } spielen
# Einen Zug vor einem markierten Zug; $glyph ist das Zeichen des Zuges (?!, ? oder ??).
analysis-better-here = In der Partie spielte { $side } hier { $mv }{ $glyph }; der bessere Zug { $better } ist grün eingezeichnet.

## Die Partieauswertung
analysis-review-title = Partieauswertung
analysis-review-stop = Auswertung stoppen
# Vor der Wahl der Tiefe (das Leerzeichen am Ende bleibt).
analysis-review-depth = Tiefe{ " " }
analysis-depth-quick = Schnell
analysis-depth-deep = Gründlich
analysis-review-resume = Auswertung fortsetzen
analysis-review-start = Partie auswerten
analysis-review-empty = Die Hauptvariante hat keine Züge zum Auswerten.
analysis-review-progress = { $done } von { $total } Stellungen
analysis-review-complete = Die Auswertung ist abgeschlossen.
analysis-accuracy = Genauigkeit
# Die Genauigkeit einer Seite in der Tabelle der Zusammenfassung.
analysis-accuracy-value = { $percent } %
analysis-inaccuracies = Ungenauigkeiten
analysis-mistakes = Fehler
analysis-blunders = Patzer
# Das Diagramm der Auswertung: ein Punkt pro Halbzug.
analysis-chart-label = Gewinnchancen von Weiß im Lauf der Partie; wähle einen Halbzug, um dorthin zu gehen
analysis-chart-ply = Halbzug { $ply }: Weiß { $percent } %
analysis-chart-ply-unknown = Halbzug { $ply }: noch nicht ausgewertet

## Aus Fehlern lernen
analysis-learn-title = Aus den Fehlern { $possessive } lernen
# Nach dem letzten Fehler; $n ist die Zahl der Fehler.
analysis-learn-done = { $n ->
    [1] Das war der einzige Fehler { $possessive }.
   *[other] Das war der letzte Fehler { $possessive }.
}
# $at ist die Nummer des Fehlers, $n ihre Zahl; $glyph das Zeichen des Zuges (?!, ? oder ??).
analysis-learn-prompt = Fehler { $at } von { $n }: { $side } spielte hier { $mv }{ $glyph }. Finde einen besseren Zug für { $side }.
analysis-learn-back = Zurück zur Stellung
analysis-learn-solution = Lösung zeigen
analysis-learn-next = Nächster Fehler
analysis-learn-finish = Fertig
analysis-learn-stop = Lernen beenden
analysis-learn-checking = { $mv } wird geprüft …
analysis-learn-shown = Der Zug der Engine ist hier { $mv } (auf dem Brett eingezeichnet).
analysis-learn-none = Die Auswertung hat keinen Fehler { $possessive } gefunden, aus dem du lernen könntest.
analysis-learn-played = { $mv } ist der Zug aus der Partie. Suche einen besseren.
analysis-learn-found = Gut gefunden: { $mv } ist auch die Wahl der Engine.
# $mine und $best_percent sind Prozentwerte; $best ist der Zug der Engine.
analysis-learn-keeps = Gut: { $mv } hält die Chancen { $possessive } bei { $mine } % (der Engine-Zug { $best } hält { $best_percent } %).
analysis-learn-loses = Nach { $mv } bleiben { $side } nur { $mine } %, während ein besserer Zug { $best_percent } % hält. Versuche einen anderen Zug.

## Das gelöste Spiel (Camette)
analysis-solved-asking = Gelöstes Spiel: Stellung wird nachgeschlagen …
analysis-solved-unknown = Diese Stellung ist nicht in der Kopie des gelösten Spiels in dieser App; sie enthält die Partien, in denen eine Seite von Anfang an perfekt spielt.
# $got und $total sind Größen in Megabyte ("2,5").
analysis-solved-loading = Gelöstes Spiel: wird heruntergeladen … { $got } von { $total } MB
analysis-solved-failed = Gelöstes Spiel nicht verfügbar: { $why }
analysis-solved-retry = Erneut versuchen
analysis-solved-review = Gelöst: der Wert jedes Zuges
analysis-solved-draw = Remis
# Eine Stellung, die die Datei des gelösten Spiels nicht kennt.
analysis-solved-not-here = hier nicht gelöst
# Am Satzanfang.
analysis-solved-draw-cap = Remis
# "Weiß gewinnt in 19 Zügen – gelöst (bester Zug: B3-B2)."; $value ist ein Gewinn oder ein Remis.
analysis-solved-verdict = { $value } – gelöst (bester Zug: { $best }).
analysis-solved-wins = { $side } gewinnt
analysis-solved-verdict-keeps = { $value } – gelöst ({ $best } hält den Gewinn).
analysis-solved-verdict-draw = { $value } – gelöst ({ $best } hält das Remis).
analysis-solved-verdict-lost = { $value } – gelöst: jeder Zug verliert.
analysis-solved-full = Genaues Ergebnis sehen: den Wert jeder Stellung herunterladen ({ $size } MB, bleibt offline verfügbar)
# Jeder Zug der Partie: "3… C5-B6: Weiß gewinnt in 21 Zügen"; $mv ist der nummerierte Zug,
# $value eval-wins-in, eval-has-won, analysis-solved-draw oder analysis-solved-not-here.
analysis-solved-move = { $mv }: { $value }
analysis-solved-move-win-lost = { $mv }: { $value } – der Gewinn ist verschenkt
analysis-solved-move-draw-lost = { $mv }: { $value } – die Stellung war remis
analysis-solved-move-hastened = { $mv }: { $value } – früher verloren als nötig (die beste Verteidigung hält { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
})

## Was mit einem Analyse-Link oder der gespeicherten Analyse nicht stimmt
analysis-link-both = er nennt sowohl eine Partie als auch eine Stellung; die Partie wird gezeigt
# $path ist der Pfad eines Knotens (0.0.1).
analysis-link-no-node = die Partie hat keinen Zug am Knoten { $path }, daher wird ihr Ende gezeigt
analysis-link-bad-node = der Knoten `{ $text }` ist kein Knotenpfad ({ $why }), daher wird das Ende der Partie gezeigt
analysis-link-bad-record = seine Partienotation war nicht lesbar: { $why }
analysis-link-bad-position = seine Stellung war nicht lesbar: { $why }
# $problems: die Probleme oben, verbunden mit analysis-link-separator.
analysis-link-problems = Der Analyse-Link war nicht ganz verwendbar: { $problems }.
analysis-link-separator = ;{ " " }
analysis-not-restored = Die gespeicherte Analyse konnte nicht wiederhergestellt werden ({ $why }); sie wurde ersetzt.
