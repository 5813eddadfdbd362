# Das einbettbare Brett (embed.html): eine Stellung oder Partie in einem Rahmen auf einer anderen Website.
# Hinweise für Übersetzer:
# - Züge (K5-L4, C2,D2,I2) und Felder (F7) bleiben, wie sie sind; ebenso die Namen der Parameter
#   (variant, position, moves, record, ply, node, highlight, orientation, interactive, theme)
#   und ihre Werte (white, black, 0, 1, false, true, light, dark), die ein Link genau so
#   verwenden muss.
# - $variant und $game sind Spiele der Camelot-Familie mit ihrem Titel.

## Das Brett
embed-first = Erste Stellung
embed-prev = Vorheriger Zug
embed-next = Nächster Zug
embed-last = Letzte Stellung
# Der Hinweis unter einem Brett, auf dem man ziehen kann.
# $click ist "Klicke" oder "Tippe"
embed-hint = { $click } auf eine Figur, um sie zu ziehen: Die Punkte zeigen, wohin sie ziehen kann.
# Ein Tippen auf einen langen Zug zeigt ihn erst: "Tippe noch einmal auf I8, oder:" (der Button "E4-E6-G8-I8 spielen" folgt).
embed-tap-again = Tippe noch einmal auf { $square }, oder:
embed-play = { $move_text } spielen
# Ein Zug, der Feld für Feld eingegeben wird, darf dort enden, wo er gerade steht: "Hier beenden (E4-E6)".
embed-end-here = Hier beenden ({ $move_text })
# Die Bäume von River Camelot: "Pflanzen (C2,D2,I2)".
embed-plant = Pflanzen ({ $move_text })

## Die Bildunterschrift unter dem Brett: "3/10: K5-L4 · Schwarz ist am Zug", "Anfang · Weiß ist am Zug"
# $side ist die Seite am Zug ($color "white" oder "black").
embed-to-move = { $side } ist am Zug
# $state ist die Seite am Zug (oben) oder das Ergebnis der Partie.
embed-caption-start = Anfang · { $state }
# $ply ist der gezeigte Zug, $total die Zahl der Züge der Partie, $move_text der Zug.
embed-caption-move = { $ply }/{ $total }: { $move_text } · { $state }

## Probleme mit den Parametern des Links
embed-cannot-show = Dieses Camelot-Brett kann nicht angezeigt werden:
# $name ist der Name eines Parameters.
embed-error-repeated = { $name }: mehr als einmal angegeben
# $name ist, was angegeben wurde, $known die vorhandenen Parameter.
embed-error-unknown = unbekannter Parameter `{ $name }` (bekannt: { $known })
# $error sind die Worte der Regeln dazu, was falsch ist.
embed-error-variant = variant: { $error }
embed-error-position = position: { $error }
embed-error-record = record: { $error }
embed-error-node-without-record = node: Nur ein record hat einen Baum, auf den node zeigen kann; gib record mit an
embed-error-ply-and-node = gib entweder ply oder node an, nicht beides
embed-error-moves-and-record = gib entweder moves oder record an, nicht beides
embed-error-record-and-position = record: Eine Partienotation bringt ihre eigene Ausgangsstellung mit; verwende stattdessen position mit moves
embed-error-record-variant = variant: Die Notation ist eine Partie { $game }, nicht { $variant }
embed-error-node = node: `{ $node }` ist kein Zug der Notation (ein Pfad aus Zugindizes wie 0.0.1)
# $n ist die Stelle des Zuges in der Liste, $move_text der Zug, wie er angegeben wurde.
embed-error-move = moves: Zug { $n } ({ $move_text }) kann nicht gespielt werden: { $error }
# $total ist die Zahl der Züge; $given, was angegeben wurde.
embed-error-ply = ply muss eine Zahl von 0 bis { $total } sein (die Zahl der Züge), nicht `{ $given }`
embed-error-highlight-square = highlight: `{ $given }` ist kein Feld (Felder sehen aus wie F7; oder gib einen Zug wie E4-E6 an)
embed-error-highlight-move = highlight: `{ $given }` ist kein Zug ({ $error })
embed-error-highlight-off-board = highlight: { $square } ist kein Feld dieses Bretts
embed-error-orientation = orientation muss white oder black sein, nicht `{ $given }`
embed-error-interactive = interactive muss 0 oder 1 (oder false oder true) sein, nicht `{ $given }`
embed-error-theme = theme muss light oder dark sein, nicht `{ $given }`
