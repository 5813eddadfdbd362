# analysis
# Het analysebord (#/analysis): de analyse van de engine, de partijbeoordeling, leren van
# fouten en de oordelen van het opgeloste spel (Camette).
# Notities voor vertalers:
# - Zetten (F7-F8, C5xC7), zetnummers met een zet ("12. F7-F8", "12… F10-F9"),
#   veldnamen en evaluaties in cijfers (+1.3, -0.4) blijven zoals ze zijn.
# - $side is de naam van een kleur zoals app.ftl die vertaalt ("Wit"); $possessive de
#   bezitsvorm ("van Wit"); $color is "white" of "black", voor selectors.
# - $mv is een zet in notatie (F7-F8); $glyph het teken van de beoordeling na een zet (?!, ? of ??).
# - $percent is een geheel percentage zonder teken (de berichten zetten er "%" achter).
# - Woordenlijst: review = beoordeling (partijbeoordeling); blunder / mistake / inaccuracy =
#   blunder / fout / onnauwkeurigheid (zoals op lichess); engine = engine; ply = halve zet.

## De pagina
analysis-mode = Analyse
analysis-flip-title = Bord draaien
# De knop die een zet van meerdere slagen beëindigt waar de speler stopte; $mv is de zet.
analysis-end-here = Zet hier beëindigen ({ $mv })
analysis-line-copied = Variant gekopieerd naar het klembord.
analysis-line-not-copied = De browser stond het kopiëren van de variant niet toe.

## De statusregel
# $outcome is de uitslag in woorden, uit core.ftl (met een hoofdletter aan het begin).
analysis-status-over = De partij is hier afgelopen: { $outcome }.
# $when: "na de 5e zet van Wit" of "bij het begin" (app.ftl).
analysis-status-turn = { $side } is aan zet, { $when }
# Een zet die het bord weigerde; $why is de reden volgens de regels.
analysis-cannot-play = { $mv } kan niet gespeeld worden: { $why }.
# Een promotie, verwijdering of commentaar die de zettenboom weigerde.
analysis-tree-refused = Dat lukte niet: { $why }.
analysis-engine-failed = Dat lukte de engine niet: { $why }.
# Een klik terwijl de poging van de speler wordt gecontroleerd.
analysis-checking-your-move = Je zet wordt gecontroleerd…

## Evaluaties in woorden
# De korte vorm op de evaluatiebalk en de knoppen van de varianten: een kleur heeft gewonnen.
analysis-eval-short-won = { $side } heeft gewonnen
# De korte vorm van een geforceerde winst: "W in 4" (Wit wint in 4 eigen zetten), "Z in 2".
analysis-eval-short-win = { $color ->
    [white] W
   *[black] Z
} in { $n }
# "+1.3 (Wit staat een pion voor)": $eval is het cijfer, $situation de woorden.
analysis-eval-words = { $eval } ({ $situation })
# Aantallen stukken in de woorden van het materiaal: "een pion", "twee pionnen", … (cijfers vanaf 13).
analysis-men = { $n ->
    [0] geen pionnen
    [1] een pion
    [2] twee pionnen
    [3] drie pionnen
    [4] vier pionnen
    [5] vijf pionnen
    [6] zes pionnen
    [7] zeven pionnen
    [8] acht pionnen
    [9] negen pionnen
    [10] tien pionnen
    [11] elf pionnen
    [12] twaalf pionnen
   *[other] { $n } pionnen
}
analysis-knights = { $n ->
    [0] geen ridders
    [1] een ridder
    [2] twee ridders
    [3] drie ridders
    [4] vier ridders
    [5] vijf ridders
    [6] zes ridders
    [7] zeven ridders
    [8] acht ridders
    [9] negen ridders
    [10] tien ridders
    [11] elf ridders
    [12] twaalf ridders
   *[other] { $n } ridders
}
# "Wit staat een pion voor": $pieces is analysis-men of analysis-knights.
analysis-material-up = { $side } staat { $pieces } voor
analysis-material-up-both = { $side } staat { $knights } en { $men } voor
# Een kleur heeft ridders tegenover pionnen van de ander.
analysis-material-for = { $side } heeft { $knights } voor { $men }
analysis-level = ongeveer gelijk
analysis-placed-slightly = { $side } staat iets beter
analysis-placed-better = { $side } staat beter
analysis-placed-clearly = { $side } staat duidelijk beter
analysis-placed-winning = { $side } staat gewonnen
# $material is een van de analysis-material-…-berichten.
analysis-material-made-up = { $material }, maar de stelling compenseert dat
analysis-material-but-placed = { $material }, maar { $side } staat beter
# $placed is een van de analysis-placed-…-berichten.
analysis-material-and-placed = { $material }; { $placed }
analysis-material-but = { $material }, maar { $placed }
# $words is analysis-eval-words of een geforceerde winst.
analysis-evaluation = { $words } · Winstkansen van Wit: { $percent }%
analysis-evaluation-solved = { $value } – opgelost · de engine ziet { $engine }
analysis-evaluation-solved-same = { $value } – opgelost; de engine ziet het ook
# De evaluatiebalk, voor schermlezers; $eval is de korte vorm.
analysis-bar-label = Evaluatie { $eval }: winstkansen van Wit { $percent }%
analysis-bar-none = Nog geen evaluatie

## Het paneel van de engine
analysis-engine-title = Engine
analysis-engine-stop = Stoppen
analysis-engine-off = Uitzetten
analysis-engine-start = Analyseren
analysis-line-move-title = De variant tot en met deze zet spelen
analysis-hidden = De engine is verborgen zolang je de zet zoekt.
analysis-nothing = Niets te analyseren: de partij is hier afgelopen.
analysis-reviewing = De engine beoordeelt de partij; daarna gaat de analyse verder.
analysis-starting = De engine wordt gestart…
analysis-off = De engine staat uit.
# Het aantal varianten dat de engine toont.
analysis-lines = { $n ->
    [one] { $n } variant
   *[other] { $n } varianten
}
# Snelheden in knopen per seconde: "1,2 miljoen" ($millions), "850 duizend".
analysis-speed-million = { $millions } miljoen
analysis-speed-thousand = { $n } duizend
# $lines is analysis-lines; $speed analysis-speed-….
analysis-depth-complete = Diepte { $depth } · zoeken voltooid · { $lines }
analysis-depth-searching = Diepte { $depth } · { $speed } knopen per seconde · { $lines }
analysis-depth-stopped = Diepte { $depth } · { $speed } knopen per seconde · { $lines } (gestopt)

## Het oordeel over een beoordeelde zet
# De naam van het oordeel na het teken: "?? Blunder." ($glyph is ?!, ? of ??), dan een spatie.
analysis-verdict-head = { $glyph } { $verdict ->
    [inaccuracy] Onnauwkeurigheid
    [mistake] Fout
    [blunder] Blunder
   *[good] Goede zet
}.{ " " }
analysis-verdict-body = { $mv } liet de winstkansen { $possessive } zakken van { $before }% naar { $after }%.
# Na het oordeel (begint met een spatie).
analysis-better-was = { " " }Beter was { $mv }.
# Een knop die de betere zet speelt in plaats van die uit de partij.
analysis-play-instead = In plaats daarvan { $mv } spelen
# Eén zet vóór een gemarkeerde zet; $glyph is het teken van de zet (?!, ? of ??).
analysis-better-here = In de partij speelde { $side } hier { $mv }{ $glyph }; de betere zet { $better } is in het groen getekend.

## De partijbeoordeling
analysis-review-title = Partijbeoordeling
analysis-review-stop = Beoordeling stoppen
# Vóór de keuze van de diepte (houd de spatie aan het eind).
analysis-review-depth = Diepte{ " " }
analysis-depth-quick = Snel
analysis-depth-deep = Grondig
analysis-review-resume = Beoordeling hervatten
analysis-review-start = Partij beoordelen
analysis-review-empty = De hoofdvariant heeft geen zetten om te beoordelen.
analysis-review-progress = { $done } van { $total } stellingen
analysis-review-complete = De beoordeling is klaar.
analysis-accuracy = Nauwkeurigheid
# De nauwkeurigheid van een kleur in de tabel van de samenvatting.
analysis-accuracy-value = { $percent }%
analysis-inaccuracies = Onnauwkeurigheden
analysis-mistakes = Fouten
analysis-blunders = Blunders
# De grafiek van de beoordeling: één punt per halve zet.
analysis-chart-label = Winstkansen van Wit in de loop van de partij; kies een halve zet om ernaartoe te gaan
analysis-chart-ply = Halve zet { $ply }: Wit { $percent }%
analysis-chart-ply-unknown = Halve zet { $ply }: nog niet beoordeeld

## Leren van fouten
analysis-learn-title = Leren van de fouten { $possessive }
# Na de laatste fout; $n is hoeveel fouten er waren.
analysis-learn-done = { $n ->
    [1] Dat was de enige fout { $possessive }.
   *[other] Dat was de laatste fout { $possessive }.
}
# $at is het nummer van de fout, $n hoeveel er zijn; $glyph het teken van de zet (?!, ? of ??).
analysis-learn-prompt = Fout { $at } van { $n }: { $side } speelde hier { $mv }{ $glyph }. Vind een betere zet voor { $side }.
analysis-learn-back = Terug naar de stelling
analysis-learn-solution = Oplossing tonen
analysis-learn-next = Volgende fout
analysis-learn-finish = Klaar
analysis-learn-stop = Stoppen met leren
analysis-learn-checking = { $mv } wordt gecontroleerd…
analysis-learn-shown = De zet van de engine is hier { $mv } (op het bord getekend).
analysis-learn-none = De beoordeling vond geen fout { $possessive } om van te leren.
analysis-learn-played = { $mv } is de zet die in de partij gespeeld werd. Zoek een betere.
analysis-learn-found = Goed gevonden: { $mv } is ook de keuze van de engine.
# $mine en $best_percent zijn percentages; $best is de zet van de engine.
analysis-learn-keeps = Goed: { $mv } houdt de kansen { $possessive } op { $mine }% (de enginezet { $best } houdt { $best_percent }%).
analysis-learn-loses = Na { $mv } houdt { $side } { $mine }% over, terwijl een betere zet { $best_percent }% houdt. Probeer een andere zet.

## Het opgeloste spel (Camette)
analysis-solved-asking = Opgelost spel: de stelling wordt opgezocht…
analysis-solved-unknown = Deze stelling staat niet in de kopie van het opgeloste spel in deze app; die bevat de partijen waarin een van beide spelers vanaf het begin perfect speelt.
# $got en $total zijn groottes in megabytes ("2,5").
analysis-solved-loading = Opgelost spel: downloaden… { $got } van { $total } MB
analysis-solved-failed = Opgelost spel niet beschikbaar: { $why }
analysis-solved-retry = Opnieuw proberen
analysis-solved-review = Opgelost: de waarde van elke zet
analysis-solved-draw = remise
# Een stelling die het bestand van het opgeloste spel niet kent.
analysis-solved-not-here = hier niet opgelost
# Aan het begin van een zin.
analysis-solved-draw-cap = Remise
# "Wit wint in 19 zetten – opgelost (beste zet: B3-B2)."; $value is een winst of een remise.
analysis-solved-verdict = { $value } – opgelost (beste zet: { $best }).
analysis-solved-wins = { $side } wint
analysis-solved-verdict-keeps = { $value } – opgelost ({ $best } houdt de winst vast).
analysis-solved-verdict-draw = { $value } – opgelost ({ $best } houdt de remise).
analysis-solved-verdict-lost = { $value } – opgelost: elke zet verliest.
analysis-solved-full = Bekijk de exacte uitslag: download de waarde van elke stelling ({ $size } MB, blijft offline beschikbaar)
# Elke zet van de partij: "3… C5-B6: Wit wint in 21 zetten"; $mv is de genummerde zet,
# $value eval-wins-in, eval-has-won, analysis-solved-draw of analysis-solved-not-here.
analysis-solved-move = { $mv }: { $value }
analysis-solved-move-win-lost = { $mv }: { $value } – de winst is weggegeven
analysis-solved-move-draw-lost = { $mv }: { $value } – de stelling was remise
analysis-solved-move-hastened = { $mv }: { $value } – eerder verloren dan nodig (de beste verdediging houdt { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
} stand)

## Wat er mis is met een analyselink of de opgeslagen analyse
analysis-link-both = er staan zowel een partij als een stelling in; de partij wordt getoond
# $path is het pad van een knoop (0.0.1).
analysis-link-no-node = de partij heeft geen zet op knoop { $path }, dus het einde wordt getoond
analysis-link-bad-node = de knoop `{ $text }` is geen knooppad ({ $why }), dus het einde van de partij wordt getoond
analysis-link-bad-record = de partijnotatie erin kon niet worden gelezen: { $why }
analysis-link-bad-position = de stelling erin kon niet worden gelezen: { $why }
# $problems: de problemen hierboven, gescheiden door analysis-link-separator.
analysis-link-problems = De analyselink was niet helemaal bruikbaar: { $problems }.
analysis-link-separator = ;{ " " }
analysis-not-restored = De opgeslagen analyse kon niet worden hersteld ({ $why }); ze is vervangen.
