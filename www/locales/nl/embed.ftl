# Het insluitbare bord (embed.html): een stelling of een partij in een kader op een andere site.
# Notities voor vertalers:
# - Zetten (K5-L4, C2,D2,I2) en velden (F7) blijven zoals ze zijn; net als de namen van de parameters
#   (variant, position, moves, record, ply, node, highlight, orientation, interactive, theme)
#   en hun waarden (white, black, 0, 1, false, true, light, dark), die een link precies zo
#   moet gebruiken.
# - $variant en $game zijn spellen uit de Camelot-familie met hun titel.

## Het bord
embed-first = Eerste stelling
embed-prev = Vorige zet
embed-next = Volgende zet
embed-last = Laatste stelling
# De aanwijzing onder een bord waarop je kunt zetten.
# $click is "Klik" of "Tik"
embed-hint = { $click } op een stuk om het te zetten: de stippen tonen waar het heen kan.
# Een tik op een lange zet toont die eerst: "Tik nog eens op I8, of:" (de knop "E4-E6-G8-I8 spelen" volgt).
embed-tap-again = Tik nog eens op { $square }, of:
embed-play = { $move_text } spelen
# Een zet die veld voor veld wordt ingevoerd, mag eindigen waar hij nu staat: "Hier beëindigen (E4-E6)".
embed-end-here = Hier beëindigen ({ $move_text })
# De bomen van River Camelot: "Planten (C2,D2,I2)".
embed-plant = Planten ({ $move_text })

## Het onderschrift onder het bord: "3/10: K5-L4 · Zwart is aan zet", "Begin · Wit is aan zet"
# $side is de kleur die aan zet is ($color "white" of "black").
embed-to-move = { $side } is aan zet
# $state is de kleur die aan zet is (hierboven) of de uitslag van de partij.
embed-caption-start = Begin · { $state }
# $ply is de getoonde zet, $total het aantal zetten van de partij, $move_text de zet.
embed-caption-move = { $ply }/{ $total }: { $move_text } · { $state }

## Problemen met de parameters van de link
embed-cannot-show = Dit Camelot-bord kan niet worden getoond:
# $name is de naam van een parameter.
embed-error-repeated = { $name }: meer dan eens opgegeven
# $name is wat er werd opgegeven, $known de parameters die er zijn.
embed-error-unknown = onbekende parameter `{ $name }` (bekend: { $known })
# $error zijn de woorden van de regels over wat er mis is.
embed-error-variant = variant: { $error }
embed-error-position = position: { $error }
embed-error-record = record: { $error }
embed-error-node-without-record = node: alleen een record heeft een boom waarin node kan wijzen; geef record erbij op
embed-error-ply-and-node = geef ply of node op, niet allebei
embed-error-moves-and-record = geef moves of record op, niet allebei
embed-error-record-and-position = record: een partijnotatie heeft haar eigen beginstelling; gebruik in plaats daarvan position met moves
embed-error-record-variant = variant: de notatie is een partij { $game }, niet { $variant }
embed-error-node = node: `{ $node }` is geen zet van de notatie (een pad van zetindexen zoals 0.0.1)
# $n is de plaats van de zet in de lijst, $move_text de zet zoals opgegeven.
embed-error-move = moves: zet { $n } ({ $move_text }) kan niet worden gespeeld: { $error }
# $total is het aantal zetten; $given wat er werd opgegeven.
embed-error-ply = ply moet een getal van 0 tot en met { $total } zijn (het aantal zetten), niet `{ $given }`
embed-error-highlight-square = highlight: `{ $given }` is geen veld (velden zien eruit als F7; of geef een zet zoals E4-E6)
embed-error-highlight-move = highlight: `{ $given }` is geen zet ({ $error })
embed-error-highlight-off-board = highlight: { $square } is geen veld van dit bord
embed-error-orientation = orientation moet white of black zijn, niet `{ $given }`
embed-error-interactive = interactive moet 0 of 1 (of false of true) zijn, niet `{ $given }`
embed-error-theme = theme moet light of dark zijn, niet `{ $given }`
