# editor
# De stellingeditor (#/editor): het bord, het palet met stukken, de controle van de regels,
# de velden van de stellingstekst en links om de stelling te spelen, te analyseren, te delen of in te sluiten.
# Notities voor vertalers:
# - Veldnamen (F1, G9), stellingstekst en de namen van de toetsen op het toetsenbord (1–5, Tab,
#   Enter, Space, Delete, Backspace) blijven zoals ze zijn.
# - $side is de naam van een kleur zoals app.ftl die vertaalt ("Wit"); $possessive de
#   bezitsvorm ("van Wit"); $color is "white" of "black", voor selectors.
# - $variant is de naam van een spel (Camelot, Camette…), uit core.ftl.
# - $why is een reden uit de controle van de regels (core.ftl), meestal met een kleine letter.

## De pagina
editor-mode = Stellingeditor
editor-board-area = Bord
editor-tools = Stukken en controle
editor-palette = Stuk om op het bord te zetten
editor-clear = Bord leegmaken
editor-start = Beginstelling
editor-flip = Bord draaien
editor-setup-title = Een stelling opzetten
editor-keyboard = Toetsenbord
# Hoe je het bord met een vinger opzet.
editor-help-touch = Tik op een veld om het gekozen stuk daar te zetten (tik nog eens om het weer weg te halen).
    Sleep een stuk om het te verplaatsen; sleep het van het bord of houd je vinger erop om het te verwijderen.
# Hoe je het bord met een muis opzet.
editor-help-mouse = Klik op een veld om het gekozen stuk daar te zetten (klik nog eens om het weer weg te halen).
    Sleep een stuk om het te verplaatsen; sleep het van het bord of klik er met de rechtermuisknop op om het te verwijderen.
    Sleep vanuit het palet om een stuk op een willekeurig veld te zetten.
editor-keys = Met de toetsen 1–5 kies je een stuk: 1 witte pion, 2 witte ridder, 3 zwarte pion, 4 zwarte ridder, 5 (of 0) de gum.
    Ga met Tab naar het bord, beweeg met de pijltjestoetsen en druk op Enter of Space om het stuk te zetten (nog eens om het weer weg te halen);
    Delete of Backspace maakt het veld leeg.

## Het palet
editor-piece-white-man = Witte pion
editor-piece-white-knight = Witte ridder
editor-piece-black-man = Zwarte pion
editor-piece-black-knight = Zwarte ridder
editor-piece-eraser = Gum
# De tooltip van een paletknop: "Witte pion (toets 1)".
editor-tool-title = { $tool } (toets { $key })

## De controle
editor-verdict-empty = Het bord is leeg: kies een stuk en { $verb } op velden om het neer te zetten.
# Vóór de lijst met problemen.
editor-verdict-broken = Deze stelling is in strijd met de regels ({ $n ->
    [one] { $n } probleem
   *[other] { $n } problemen
}):
# Een afgelopen partij: $text is een van de editor-decided-…-berichten.
editor-verdict-decided = { $text }.
# Waarom de regels een probleem van de opstelling verbieden.
editor-why-own-castle = Een stuk komt alleen met een slag in zijn eigen kasteel en moet het bij zijn volgende zet weer verlaten, dus geen enkele partij komt hier terecht.
editor-why-too-many = Een kleur heeft nooit meer stukken dan aan het begin (14 in Camelot: 4 ridders, 10 pionnen).
editor-why-off-board = Stukken staan alleen op de velden van het bord.
editor-why-trees = Elke kleur plant zijn bomen op zijn eigen boomvelden, Wit eerst, vóór de eerste zet.
# De partij is in de opstelling al afgelopen: $winner won van $loser.
editor-decided-castle = { $winner } heeft gewonnen: twee stukken in het kasteel { $loser_possessive }
editor-decided-captured = { $winner } heeft gewonnen: { $loser } heeft geen stukken meer
editor-decided-blocked = { $winner } heeft gewonnen: { $loser } is aan zet en heeft geen reglementaire zet
# Remise: $side is aan zet en kan niet, $other heeft minder dan twee stukken.
editor-decided-draw-blocked = Remise: { $side } is aan zet en heeft geen reglementaire zet, en { $other } heeft minder dan twee stukken
editor-decided-draw-reduced = Remise: beide spelers hebben hoogstens één stuk
# Een ander einde; $outcome is de uitslag in woorden (core.ftl).
editor-decided-other = De partij is afgelopen: { $outcome }
editor-playable = { $side } is aan zet.
# $role is het stuk in het kasteel: "man" (pion) of "knight" (ridder).
editor-playable-leave-castle = { $side } is aan zet. { $role ->
    [man] De pion
    [knight] De ridder
   *[piece] Het stuk
} op { $square } moet eerst het kasteel { $possessive } verlaten.
editor-playable-capture = { $side } is aan zet. Er geldt slagplicht.
# De regel met aantallen: "Wit: 4 ridders, 10 pionnen · Zwart: 1 pion" ($knights en $men zijn
# count-knights en count-men uit app.ftl).
editor-counts-both = { $knights }, { $men }
editor-counts-none = geen stukken
editor-counts-side = { $side }: { $list }
# Meer stukken dan een kleur mag hebben: $total is hun aantal.
editor-counts-side-over = { $side }: { $list } ({ $total })
editor-counts = { $white } · { $black }

## Wat de wijzigingen op het bord aan schermlezers zeggen ($piece is een editor-piece-…-naam, $role
## "man" of "knight")
editor-announce-put = { $piece } op { $square }.
editor-announce-emptied = { $square } leeggemaakt.
editor-announce-moved = { $piece } verplaatst van { $from } naar { $to }.
editor-announce-removed = { $piece } op { $square } verwijderd.
editor-announce-variant = Bord voor { $variant }, beginstelling.

## De velden
editor-castle-moves = Gebruikte kasteelzetten { $possessive }
editor-game = Spel
editor-game-title = Een ander spel uit de familie begint vanaf zijn beginstelling
editor-turn = Aan zet
editor-move-number = Zetnummer
editor-position-text = Stellingstekst
# Na "Stellingstekst" (begint met een spatie).
editor-position-text-help = { " " }– bewerk hem hier, of plak er een
editor-copy-position = Stellingstekst kopiëren
editor-not-read = Niet gelezen: { $why }. Het bord houdt zijn stelling tot de tekst gelezen kan worden.

## Spelen en analyseren
editor-play-title = Vanaf hier spelen
# Vóór de keuze van het niveau (houd de spatie aan het eind).
editor-level = Computerniveau{ " " }
editor-play-side = Met { $side } tegen de computer spelen
editor-play-two = Twee spelers
editor-analyse = Analyseren
editor-analyse-why-not = Los de problemen hierboven op om deze stelling te analyseren.
editor-why-not-empty = Zet eerst wat stukken neer.
editor-why-not-broken = Los de problemen hierboven op om vanuit deze stelling te spelen.
editor-why-not-decided = In deze stelling is de partij al afgelopen.
# $verb is "Klik" of "Tik" (choose-click-cap, choose-touch-cap uit app.ftl).
editor-play-help = { $verb } op een knop: de spelpagina opent met deze stelling (en vraagt het eerst voordat een lopende partij wordt vervangen).

## Delen
editor-share-title = Delen
editor-share-link = Link om deze stelling te spelen
editor-share-link-help = Opent de spelpagina met deze stelling.
editor-embed-options = Insluitopties
editor-embed-options-title = Insluitopties:
# Vóór een keuze (houd de spatie aan het eind).
editor-embed-bottom = Kleur onderaan{ " " }
editor-embed-colours = Kleuren{ " " }
editor-embed-light = Licht
editor-embed-dark = Donker
# Na een selectievakje (begint met een spatie).
editor-embed-interactive = { " " }Bezoekers kunnen zetten doen
editor-embed = Deze stelling insluiten
editor-embed-help = Plak dit in een webpagina om het bord te tonen.
# De titel van het frame met het ingesloten bord op een andere site.
editor-embed-frame-title = { -game-name }-stelling
editor-share-none = Voor links en de insluitcode is een stelling nodig die aan de regels voldoet.
editor-link = Link naar deze opstelling in de editor
editor-link-help = Opent de editor met deze opstelling, ook als die nog verbeterd wordt.

## Meldingen
editor-saved-unreadable = De opgeslagen stelling van de editor kon niet worden gelezen ({ $why }); de beginstelling wordt getoond.
editor-link-unreadable = De stelling in de link kon niet worden gelezen: { $why }. De editor toont de beginstelling;
    verbeter de tekst hieronder of zet het bord op.
editor-restore-version = een onbekende versie, { $version }
editor-restore-bad-text = ongeldige stellingstekst: { $why }
