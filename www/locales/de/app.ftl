# Camelot: Wörter, die alle Seiten teilen (Kopfzeile, Seiten, Anzahlen, Aufzählungen).
#
# Glossar (Deutsch) – für alle Dateien verbindlich, bitte dabei bleiben:
# - Anrede: du (klein), wie bei lichess. Buttons kurz, im Infinitiv oder als Substantiv.
# - White / Black: Weiß / Schwarz; "White's": "von Weiß" ("nach dem 5. Zug von Weiß").
# - piece: Figur · square: Feld · board: Brett · file / rank: Linie / Reihe
# - man / men: Bauer / Bauern (wie in der deutschen Regelübersicht der WCF)
# - knight: Ritter · castle: Burg (own castle: eigene Burg; opponent's castle: gegnerische Burg)
# - plain move: einfacher Zug · canter: Springerzug (WCF) · jump: Sprung (schlägt immer)
# - leap (ein einzelner Satz über eine Figur, bei Springerzug wie Sprung): Satz; Verb: überspringen
# - knight's charge: Ritterangriff · knight's duty: Ritterpflicht
# - capture: schlagen / Schlagen; compulsory capture: Schlagzwang
# - castle move: Burgzug
# - move (a player's turn): Zug · game (eine gespielte): Partie · game (die Spielart): Spiel
# - draw: Remis · resign: aufgeben · win: gewinnen
# - line / main line / side line: Variante / Hauptvariante / Nebenvariante
#   (eine Spielart wie Cam ist dagegen eine "Spielvariante")
# - hint: Tipp · level: Stufe · puzzle: Puzzle (Pl. Puzzles) · rating: Wertung · streak: Serie
# - task (Lektion, Puzzle): Aufgabe · lesson: Lektion · course: Kurs
# - click / tap: klicken / tippen (choose-* unten sind du-Imperative: "klicke", "tippe")
# - Perfect (die Stufe, das gelöste Spiel): Perfekt
#
# Hinweise für Übersetzer:
# - Feldnamen (C3, H11), Züge (C3-D2, F7xF9) und Stellungstexte bleiben, wie sie sind.
# - $side ist der Name der Seite wie unten übersetzt; $color ist "white" oder "black" für Selektoren.
# - $ordinal ist eine Zugnummer als Ordinalzahl, im Deutschen "5.".

-game-name = Camelot

# Der Name der Website in der Kopfzeile (der Name des Spiels; beibehalten).
app-name = { -game-name }

## Die Kopfzeile
language-label = Sprache
nav-pages = Seiten
nav-play = Spielen
nav-learn = Lernen
nav-puzzles = Puzzles
nav-rules = Regeln
nav-analysis = Analyse
nav-editor = Editor

## Seiten
side-white = Weiß
side-black = Schwarz
# "von Weiß" wie in "nach dem 5. Zug von Weiß".
side-white-possessive = von Weiß
side-black-possessive = von Schwarz

## Anzahlen
count-moves = { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}
count-men = { $n ->
    [one] { $n } Bauer
   *[other] { $n } Bauern
}
count-knights = { $n } Ritter
game-length-none = keine Züge
at-the-start = zu Beginn
before-the-first-move = vor dem ersten Zug
# "nach dem 5. Zug von Weiß"
after-move = nach dem { $ordinal } Zug { $possessive }

## Aufzählungen: "C2, D2 und I2", "E4, K4 oder L5"
list-and = { $rest } und { $last }
list-or = { $rest } oder { $last }
list-separator = ,{ " " }

## Das Verb für die Wahl eines Feldes (du-Imperativ)
choose-touch = tippe
choose-click = klicke
choose-touch-cap = Tippe
choose-click-cap = Klicke

## Kopier-Buttons
copy = Kopieren
copy-done = Kopiert
copy-failed = Kopieren fehlgeschlagen: Markiere den Text und kopiere ihn selbst

## Hinweise
notice-dismiss = Schließen

## Stored data that cannot be read back
storage-unreadable = unlesbar in Zeile { $line }, Spalte { $column }
storage-other-version = aus einer anderen Version ({ $version })
storage-bad-record = fehlerhafte Partienotation ({ $why })

## Eine Datei der Seite, die nicht geladen werden konnte (ein Puzzle-Paket): $status ist der HTTP-Status (404).
fetch-no-connection = keine Verbindung zur Seite
fetch-status = die Seite antwortete { $status }
fetch-unreadable = die Antwort war nicht lesbar

## Warum der Computer nicht antworten konnte (ein Satzteil in Kleinschreibung, im Satz einer Seite)
engine-failure-bad-start = ungültige Startstellung
engine-failure-bad-move = ungültiger Zug { $move_text }
engine-failure-damaged = das gelöste Spiel ist beschädigt
engine-failure-wrong-game = das gelöste Spiel gehört zu { $variant }, nicht zu { $solved }
engine-failure-no-connection = das gelöste Spiel konnte nicht heruntergeladen werden: keine Verbindung
engine-failure-not-downloaded = das gelöste Spiel konnte nicht heruntergeladen werden
engine-failure-status = das gelöste Spiel konnte nicht heruntergeladen werden: die Seite antwortete { $status }
engine-failure-empty-answer = das gelöste Spiel konnte nicht heruntergeladen werden: eine leere Antwort
engine-failure-broke-off = der Download des gelösten Spiels brach ab
engine-failure-too-large = das gelöste Spiel ist größer, als es sein kann
engine-failure-no-decompression = dieser Browser kann das gelöste Spiel nicht entpacken
engine-failure-not-started = die Engine konnte nicht gestartet werden
engine-failure-stopped = die Engine ist abgestürzt
engine-failure-stopped-detail = die Engine ist abgestürzt ({ $detail })
engine-failure-not-accepted = die Engine hat die Anfrage nicht angenommen

# Die Bewertungen der Engine, in der Denkzeile der Partie und auf dem Analysebrett.
eval-has-won = { $side } hat gewonnen
# Ein erzwungener Gewinn in $n eigenen Zügen des Gewinners.
eval-wins-in = { $n ->
    [one] { $side } gewinnt in { $n } Zug
   *[other] { $side } gewinnt in { $n } Zügen
}
