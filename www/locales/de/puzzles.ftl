# Der Puzzle-Trainer (#/puzzles): Taktik-Puzzles, eine Wertung, Themen, Serien, Tipps.
# Hinweise für Übersetzer:
# - $game ist ein Spiel der Camelot-Familie mit seinem Titel (Camelot, Cam, Camette), wie in den
#   Regeln übersetzt.
# - $side, $opponent sind Namen der Seiten wie in app.ftl übersetzt ("Weiß"); $color und
#   $opponent_color sind "white" oder "black" für Selektoren.
# - Züge (F6-F7, F8xF10xF12), Felder (F8) und Puzzle-IDs (c0142) bleiben, wie sie sind.
# - Die Wertung eines Puzzles (1620) wird so angegeben, wie sie geschrieben ist, ohne Gruppierung.

## Themen: ihre Namen, in der Themenauswahl und in der Bildunterschrift des Puzzles
puzzles-theme-charge = Ritterangriff
puzzles-theme-multi-jump = Mehrfachsprung
puzzles-theme-capture-trap = Schlagfalle
puzzles-theme-castle-entry = Burgeintritt
puzzles-theme-castle-race = Wettlauf zur Burg
puzzles-theme-castle-duty = Eigene Burg verlassen
puzzles-theme-defence = Verteidigung
puzzles-theme-quiet-move = Stiller Zug
puzzles-theme-endgame = Endspiel
puzzles-theme-win = Partie gewinnen
puzzles-theme-one-move = Ein Zug
puzzles-theme-short = Kurz (zwei Züge)
puzzles-theme-long = Lang (drei oder mehr Züge)

## Was ein Thema vom Lösenden verlangt (unter dem Brett, wenn das Puzzle vorbei ist)
puzzles-theme-hint-charge = Ein Ritterangriff: ein Springerzug, der in einen Sprung übergeht.
puzzles-theme-hint-multi-jump = Ein Sprung, der weitergeht und zwei oder mehr Figuren schlägt.
puzzles-theme-hint-capture-trap = Eine angebotene Figur: Das erzwungene Schlagen ebnet den Weg für einen größeren Gewinn.
puzzles-theme-hint-castle-entry = Eine Figur in die gegnerische Burg.
puzzles-theme-hint-castle-race = Beide Seiten laufen um die Wette zur Burg des anderen.
puzzles-theme-hint-castle-duty = Eine Figur in der eigenen Burg muss sie verlassen.
puzzles-theme-hint-defence = Der einzige Zug, der die Partie rettet.
puzzles-theme-hint-quiet-move = Der erste Zug schlägt nichts.
puzzles-theme-hint-endgame = Sechs Figuren oder weniger.

## Die Seite
puzzles-heading = Puzzles
puzzles-heading-streak = Puzzle-Serie
# Vor der Wahl des Spiels (eine Auswahlliste folgt).
puzzles-game-label = Spiel
# Vor der Wahl des Themas (eine Auswahlliste folgt).
puzzles-theme-label = Thema
puzzles-all-themes = Alle Themen
# Ein Thema in der Auswahl mit der Zahl seiner Puzzles: "Ritterangriff (52)".
puzzles-theme-option = { $theme } ({ $n })
puzzles-your-task = Deine Aufgabe
# Die Aufgabe über dem Brett, $side ist der Lösende.
puzzles-task = Finde den besten Zug für { $side }.
# $last ist der letzte Zug des Gegners: "Schwarz hat G12-F11 gespielt. Finde den besten Zug für Weiß."
puzzles-task-after = { $opponent } hat { $last } gespielt. Finde den besten Zug für { $side }.
# Die Zeile mit der Wertung, vor der Zahl (auf das Leerzeichen am Ende achten).
puzzles-rating = Deine Puzzle-Wertung für { $game }:{ " " }
# Nach der Wertung, solange sie unsicher ist (auf das Leerzeichen am Anfang achten).
puzzles-provisional = { " " }(vorläufig)
puzzles-provisional-title = Vorläufig: Ein paar Puzzles mehr, dann steht sie fest
# Der Zähler der Serie: "Serie: 3 · Rekord 7".
puzzles-streak = Serie: { $count } · Rekord { $best }
puzzles-streak-intro = Puzzle-Serie: Puzzles, die eins nach dem anderen schwerer werden, bis zum ersten Fehler.
    Keine Tipps, und deine Wertung steht nicht auf dem Spiel.
puzzles-try-again = Nochmal versuchen
puzzles-analyse = Diese Stellung analysieren
puzzles-modes-label = Puzzle-Modi
puzzles-learn-link = Regeln lernen
puzzles-streak-start = Puzzle-Serie
puzzles-back-to-rated = Zurück zu gewerteten Puzzles

## Die Buttons der Aufgabe
puzzles-next = Nächstes Puzzle
puzzles-next-streak = Neue Serie starten
puzzles-hint = Tipp
puzzles-show-move = Zug zeigen
puzzles-hint-title = Ein Tipp zeigt erst die Figur, dann den Zug; das Puzzle zählt dann als verfehlt
puzzles-retry = Neuer Versuch
puzzles-view-solution = Lösung ansehen
# Ein Zug, der Feld für Feld eingegeben wird, darf dort enden, wo er gerade steht: "Zug hier beenden (E4-E6)".
puzzles-end-here = Zug hier beenden ({ $move_text })

## Schritt für Schritt durch die Variante des beendeten Puzzles
puzzles-steps-label = Die Lösung, Zug für Zug
puzzles-to-start = Zum Anfang des Puzzles
puzzles-back = Einen Zug zurück
puzzles-forward = Einen Zug vor
puzzles-to-end = Zum Ende
puzzles-step-start = Anfang des Puzzles
puzzles-step = Zug { $at } von { $end }
puzzles-step-end = Zug { $at } von { $end }: das Ende

## Was dem Lösenden gesagt wird
puzzles-right = Richtig! Jetzt die Antwort …
# $reply ist die Antwort des Computers.
puzzles-your-turn = Die Antwort: { $reply }. Weiter so: Finde den nächsten Zug.
puzzles-solved = Alle Züge gefunden.
puzzles-solved-hinted = Mit Tipp: Deine Wertung zählt es als verfehlt.
puzzles-solved-retried = Im zweiten Anlauf gefunden: Das Puzzle zählt als verfehlt, weil der erste Versuch falsch war.
# $move_text ist der gespielte falsche Zug.
puzzles-wrong = { $move_text } ist nicht der gesuchte Zug. Versuch es ab der Stellung davor noch einmal oder sieh dir die Lösung an.
puzzles-retry-note = Versuch es noch einmal: Das Puzzle zählt als verfehlt, aber wer den Zug selbst findet, lernt ihn trotzdem.
# Der erste Tipp: das Feld der Figur, die ziehen soll.
puzzles-hint-piece = Zieh mit der Figur, die auf { $square } steht.
# Der zweite Tipp: der ganze Zug.
puzzles-hint-move = Der Zug ist auf dem Brett eingezeichnet: { $move_text }.
# $line sind die Züge des Puzzles, als Aufzählung getrennt: "F6-F7, F9-F8, F7xF9".
puzzles-solution = Die Lösung: { $line }.
puzzles-hint-counted = Du hast einen Tipp genutzt: Deine Wertung zählt dieses Puzzle als verfehlt.
puzzles-hint-cost = Ein Tipp zählt das Puzzle in deiner Wertung als verfehlt.
# Warum ein Zug nicht möglich ist ($why), dann was der Schlagzwang verlangt ($duty): zwei Sätze.
puzzles-why-and-duty = { $why } { $duty }
# Das Ergebnis, vor den Worten dazu.
puzzles-result-solved = Gelöst.
puzzles-result-missed = Verfehlt.
# Ein schon gewertetes Puzzle: Sein Ergebnis lässt die Wertung, wie sie ist.
puzzles-replay = Schon gespielt: wird nicht erneut gewertet
# Änderungen der Wertung: "+12", "−8", "±0".
puzzles-change-none = ±0
puzzles-change-up = +{ $n }
puzzles-change-down = −{ $n }
# "ein Puzzle", in "Serie beendet: ein Puzzle in Folge."
puzzles-streak-solved = { $n ->
    [0] kein Puzzle
    [one] ein Puzzle
   *[other] { $n } Puzzles
}
puzzles-streak-over = Serie beendet: { puzzles-streak-solved } in Folge.
puzzles-streak-over-best = Serie beendet: { puzzles-streak-solved } in Folge – dein neuer Rekord!

## Die Bildunterschrift des Puzzles: "Puzzle c0142", und wenn es vorbei ist
## "Puzzle c0142 · Wertung 1620 · Ritterangriff, Kurz (zwei Züge)"
puzzles-caption = Puzzle { $id }
puzzles-caption-over = Puzzle { $id } · Wertung { $rating }
# $themes sind die Namen der Themen des Puzzles, als Aufzählung getrennt.
puzzles-caption-over-themes = Puzzle { $id } · Wertung { $rating } · { $themes }

## Die letzten Puzzles, jeweils nach ihrer ID: "c0142 · 1620 · gelöst · +12"
puzzles-history-heading = Deine letzten Puzzles
puzzles-history-solved = gelöst
puzzles-history-solved-hint = mit Tipp gelöst
puzzles-history-missed = verfehlt
puzzles-history-not-rated = nicht gewertet
# Nach der ID des Puzzles (auf das Leerzeichen am Anfang achten): seine Wertung, das Ergebnis.
puzzles-history-details = { " " }· { $rating } · { $result }
# Dasselbe mit der Änderung der Wertung (oder "nicht gewertet").
puzzles-history-details-change = { " " }· { $rating } · { $result } · { $change }

## Laden, und was schiefgeht
puzzles-loading = Die Puzzles für { $game } werden geladen …
# $why sagt, was schiefging.
puzzles-pack-failed = Die Puzzles für { $game } konnten nicht geladen werden: { $why }. Prüfe die Verbindung und versuche es noch einmal.
# $first sagt, was am ersten weggelassenen Puzzle falsch war.
puzzles-pack-damaged = { $n ->
    [one] Ein Puzzle des Pakets war unbrauchbar und wurde weggelassen ({ $first }).
   *[other] { $n } Puzzles des Pakets waren unbrauchbar und wurden weggelassen ({ $first }).
}
puzzles-no-such-puzzle = Es gibt kein Puzzle für { $game } mit der ID „{ $id }“. Hier ist ein anderes.
# $game ist der im Link angegebene Name; stattdessen werden die Puzzles von Camelot gezeigt.
puzzles-no-such-game = Für das Spiel „{ $game }“ gibt es keine Puzzles: Hier sind die von Camelot.
puzzles-progress-unreadable = Deine Puzzle-Daten konnten nicht gelesen werden ({ $why }), daher beginnen sie von vorn.
    Die alten Daten werden beiseitegelegt.
# $version ist die Versionsnummer der gespeicherten Daten.
puzzles-progress-version = Version { $version }
puzzles-all-played = Du hast alle Puzzles gespielt: Sie kommen jetzt wieder an die Reihe.
puzzles-all-played-theme = Du hast alle Puzzles zum Thema { $theme } gespielt: Sie kommen jetzt wieder an die Reihe.
# Ein Link verlangte ein Thema, zu dem das gespielte Spiel kein Puzzle hat: Die Puzzles von $found haben es.
puzzles-theme-elsewhere = Unter den Puzzles für { $played } gibt es noch keins zum Thema { $theme }: Hier sind die für { $found }.
puzzles-theme-missing = Unter den Puzzles für { $game } gibt es keins zum Thema { $theme }: Hier sind alle Themen.

## Was in einem beschädigten Paket falsch ist (in den Meldungen oben); $error sind die Worte der Regeln
puzzles-pack-empty = es enthält kein Puzzle
# $n ist die Stelle des Puzzles im Paket (1, 2, …).
puzzles-pack-not-a-puzzle = Puzzle { $n }: kein Puzzle (ID, Stellung, Züge, Wertung)
puzzles-pack-bad-id = Puzzle { $n }: fehlende oder doppelte ID `{ $id }`
# $problem ist eine der Meldungen unten.
puzzles-pack-puzzle = Puzzle { $id }: { $problem }
puzzles-pack-position = Stellung: { $error }
puzzles-pack-over = Stellung: Die Partie ist schon vorbei
puzzles-pack-line-length = die Variante hat { $n ->
    [one] einen Zug
   *[other] { $n } Züge
}: Sie muss mit einem Zug des Lösenden beginnen und enden
# $n ist die Stelle des Zuges in der Variante, $move_text der Zug.
puzzles-pack-move = Zug { $n } `{ $move_text }`: { $error }
puzzles-pack-move-ends = Zug { $n } `{ $move_text }` beendet die Partie vor dem Ende der Variante
puzzles-pack-last-move = letzter Zug `{ $move_text }`: { $error }
puzzles-pack-rating = die Wertung ist keine Zahl
