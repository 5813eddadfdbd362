# editor
# Der Stellungseditor (#/editor): das Brett, die Palette der Figuren, die Prüfung der Regeln,
# die Felder des Stellungstexts und Links, um die Stellung zu spielen, zu analysieren, zu teilen oder einzubetten.
# Hinweise für Übersetzer:
# - Feldnamen (F1, G9), Stellungstext und die Namen der Tasten auf der Tastatur (1–5, Tab,
#   Enter, Space, Delete, Backspace) bleiben, wie sie sind.
# - $side ist der Name einer Seite wie in app.ftl übersetzt ("Weiß"); $possessive ihre
#   Genitivform ("von Weiß"); $color ist "white" oder "black" für Selektoren.
# - $variant ist der Name eines Spiels (Camelot, Camette …) aus core.ftl.
# - $why ist ein Grund aus der Prüfung der Regeln (core.ftl), meist kleingeschrieben.

## Die Seite
editor-mode = Stellungseditor
editor-board-area = Brett
editor-tools = Figuren und Prüfung
editor-palette = Figur zum Aufstellen
editor-clear = Brett leeren
editor-start = Ausgangsstellung
editor-flip = Brett drehen
editor-setup-title = Stellung aufbauen
editor-keyboard = Tastatur
# Wie man das Brett mit dem Finger aufbaut.
editor-help-touch = Tippe auf ein Feld, um die gewählte Figur dorthin zu stellen (tippe noch einmal, um sie wieder wegzunehmen).
    Ziehe eine Figur, um sie zu versetzen; ziehe sie vom Brett oder halte den Finger darauf, um sie zu entfernen.
# Wie man das Brett mit der Maus aufbaut.
editor-help-mouse = Klicke auf ein Feld, um die gewählte Figur dorthin zu stellen (klicke noch einmal, um sie wieder wegzunehmen).
    Ziehe eine Figur, um sie zu versetzen; ziehe sie vom Brett oder klicke sie mit der rechten Maustaste an, um sie zu entfernen.
    Ziehe eine Figur aus der Palette, um sie auf ein beliebiges Feld zu stellen.
editor-keys = Die Tasten 1–5 wählen eine Figur: 1 weißer Bauer, 2 weißer Ritter, 3 schwarzer Bauer, 4 schwarzer Ritter, 5 (oder 0) der Radierer.
    Mit Tab kommst du zum Brett, mit den Pfeiltasten bewegst du dich, und Enter oder Space stellt die Figur auf (ein zweites Mal nimmt sie wieder weg);
    Delete oder Backspace leert das Feld.

## Die Palette
editor-piece-white-man = Weißer Bauer
editor-piece-white-knight = Weißer Ritter
editor-piece-black-man = Schwarzer Bauer
editor-piece-black-knight = Schwarzer Ritter
editor-piece-eraser = Radierer
# Der Tooltip eines Palette-Buttons: "Weißer Bauer (Taste 1)".
editor-tool-title = { $tool } (Taste { $key })

## Die Prüfung
editor-verdict-empty = Das Brett ist leer: Wähle eine Figur und { $verb } auf Felder, um sie aufzustellen.
# Vor der Liste der Probleme.
editor-verdict-broken = Diese Stellung verstößt gegen die Regeln ({ $n ->
    [one] { $n } Problem
   *[other] { $n } Probleme
}):
# Eine beendete Partie: $text ist eine der editor-decided-…-Meldungen.
editor-verdict-decided = { $text }.
# Warum die Regeln ein Problem des Aufbaus verbieten.
editor-why-own-castle = Eine Figur betritt ihre eigene Burg nur mit einem Sprung und muss sie im nächsten Zug wieder verlassen; keine Partie erreicht also diese Stellung.
editor-why-too-many = Eine Seite hat nie mehr Figuren als zu Beginn (in Camelot 14: 4 Ritter, 10 Bauern).
editor-why-off-board = Figuren stehen nur auf den Feldern des Bretts.
editor-why-trees = Jede Seite pflanzt ihre Bäume vor dem ersten Zug auf ihre eigenen Baumfelder, Weiß zuerst.
# Die Partie ist im Aufbau schon vorbei: $winner hat gegen $loser gewonnen.
editor-decided-castle = { $winner } hat gewonnen: zwei Figuren in der Burg { $loser_possessive }
editor-decided-captured = { $winner } hat gewonnen: { $loser } hat keine Figuren mehr
editor-decided-blocked = { $winner } hat gewonnen: { $loser } ist am Zug und hat keinen legalen Zug
# Ein Remis: $side ist am Zug und kann nicht ziehen, $other hat weniger als zwei Figuren.
editor-decided-draw-blocked = Remis: { $side } ist am Zug und hat keinen legalen Zug, und { $other } hat weniger als zwei Figuren
editor-decided-draw-reduced = Remis: Beide Spieler haben höchstens eine Figur
# Ein anderes Ende; $outcome ist das Ergebnis in Worten (core.ftl).
editor-decided-other = Die Partie ist zu Ende: { $outcome }
editor-playable = { $side } ist am Zug.
# $role ist die Figur in der Burg: "man" (Bauer) oder "knight" (Ritter).
editor-playable-leave-castle = { $side } ist am Zug. { $role ->
    [man] Der Bauer
    [knight] Der Ritter
   *[piece] Die Figur
} auf { $square } muss zuerst die Burg { $possessive } verlassen.
editor-playable-capture = { $side } ist am Zug. Es herrscht Schlagzwang.
# Die Zeile der Anzahlen: "Weiß: 4 Ritter, 10 Bauern · Schwarz: 1 Bauer" ($knights und $men sind
# count-knights und count-men aus app.ftl).
editor-counts-both = { $knights }, { $men }
editor-counts-none = keine Figuren
editor-counts-side = { $side }: { $list }
# Mehr Figuren, als eine Seite haben darf: $total ist ihre Zahl.
editor-counts-side-over = { $side }: { $list } ({ $total })
editor-counts = { $white } · { $black }

## Was die Änderungen am Brett Screenreadern sagen ($piece ist ein editor-piece-…-Name, $role
## "man" oder "knight")
editor-announce-put = { $piece } auf { $square }.
editor-announce-emptied = { $square } geleert.
editor-announce-moved = { $piece } von { $from } nach { $to } versetzt.
editor-announce-removed = { $piece } auf { $square } entfernt.
editor-announce-variant = Brett für { $variant }, Ausgangsstellung.

## Die Felder
editor-castle-moves = Verbrauchte Burgzüge { $possessive }
editor-game = Spiel
editor-game-title = Ein anderes Spiel der Familie beginnt mit seiner Ausgangsstellung
editor-turn = Am Zug
editor-move-number = Zugnummer
editor-position-text = Stellungstext
# Nach "Stellungstext" (beginnt mit einem Leerzeichen).
editor-position-text-help = { " " }– hier bearbeiten oder einen einfügen
editor-copy-position = Stellungstext kopieren
editor-not-read = Nicht lesbar: { $why }. Das Brett behält seine Stellung, bis der Text lesbar ist.

## Spielen und Analysieren
editor-play-title = Von hier spielen
# Vor der Wahl der Stufe (das Leerzeichen am Ende bleibt).
editor-level = Computerstufe{ " " }
editor-play-side = Mit { $side } gegen den Computer spielen
editor-play-two = Zwei Spieler
editor-analyse = Analysieren
editor-analyse-why-not = Behebe die Probleme oben, um diese Stellung zu analysieren.
editor-why-not-empty = Stelle zuerst ein paar Figuren auf.
editor-why-not-broken = Behebe die Probleme oben, um von dieser Stellung aus zu spielen.
editor-why-not-decided = In dieser Stellung ist die Partie schon zu Ende.
# $verb ist "Klicke" oder "Tippe" (choose-click-cap, choose-touch-cap aus app.ftl).
editor-play-help = { $verb } auf einen Button: Die Spielseite öffnet sich mit dieser Stellung (sie fragt nach, bevor sie eine laufende Partie ersetzt).

## Teilen
editor-share-title = Teilen
editor-share-link = Link zum Spielen dieser Stellung
editor-share-link-help = Öffnet die Spielseite mit dieser Stellung.
editor-embed-options = Einbettungsoptionen
editor-embed-options-title = Einbettungsoptionen:
# Vor einer Auswahl (das Leerzeichen am Ende bleibt).
editor-embed-bottom = Seite unten{ " " }
editor-embed-colours = Farben{ " " }
editor-embed-light = Hell
editor-embed-dark = Dunkel
# Nach einem Kontrollkästchen (beginnt mit einem Leerzeichen).
editor-embed-interactive = { " " }Besucher können Züge spielen
editor-embed = Diese Stellung einbetten
editor-embed-help = In eine Webseite einfügen, um das Brett zu zeigen.
# Der Titel des Rahmens des eingebetteten Bretts auf einer anderen Website.
editor-embed-frame-title = { -game-name }-Stellung
editor-share-none = Links und der Einbettungscode brauchen eine Stellung, die den Regeln entspricht.
editor-link = Link zu diesem Aufbau im Editor
editor-link-help = Öffnet den Editor mit diesem Aufbau, auch wenn er noch korrigiert wird.

## Meldungen
editor-saved-unreadable = Die gespeicherte Stellung des Editors war nicht lesbar ({ $why }); die Ausgangsstellung wird gezeigt.
editor-link-unreadable = Die Stellung im Link war nicht lesbar: { $why }. Der Editor zeigt die Ausgangsstellung;
    korrigiere den Text unten oder baue die Stellung auf dem Brett auf.
editor-restore-version = eine unbekannte Version, { $version }
editor-restore-bad-text = fehlerhafter Stellungstext: { $why }
