# Camelot: woorden die alle pagina's delen (de kopregel, kleuren, aantallen, opsommingen).
#
# Woordenlijst (Nederlands) – geldt voor alle bestanden, houd je eraan:
# - Aanspreekvorm: je/jij, zoals op lichess. Knoppen kort (infinitief of zelfstandig naamwoord).
# - White / Black: Wit / Zwart; "White's": "van Wit" ("na de 5e zet van Wit").
# - piece: stuk · square: veld · board: bord · file / rank: lijn / rij
# - man / men: pion / pionnen · knight: ridder
# - castle: kasteel (own castle: eigen kasteel; opponent's castle: kasteel van de tegenstander)
# - plain move: gewone zet · canter: galop (werkwoord: galopperen)
# - jump: slag (werkwoord: slaan; doorslaan = blijven slaan); een keten slagen: meerslag
# - leap (één sprong over een stuk, bij galop en slag): sprong; werkwoord: springen over
# - knight's charge: ridderaanval · knight's duty: ridderplicht
# - capture: slaan; compulsory capture: slagplicht
# - castle move: kasteelzet
# - move (a player's turn): zet · game (een gespeelde): partij · game (de spelsoort): spel
# - draw: remise · resign: opgeven · win: winnen
# - line / main line / side line: variant / hoofdvariant / zijvariant
#   (een spelsoort zoals Cam heet daarentegen een "spelvariant")
# - hint: tip · level: niveau · puzzle: puzzel · rating: rating · streak: reeks
# - task (les, puzzel): opdracht · lesson: les · course: cursus
# - click / tap: klikken / tikken (choose-* hieronder zijn gebiedende wijs: "klik", "tik")
# - Perfect (het niveau, het opgeloste spel): Perfect
#
# Notities voor vertalers:
# - Veldnamen (C3, H11), zetten (C3-D2, F7xF9) en stellingstekst blijven zoals ze zijn.
# - $side is de naam van de kleur zoals hieronder vertaald; $color is "white" of "black" voor selectors.
# - $ordinal is een zetnummer als rangtelwoord, in het Nederlands "5e".

-game-name = Camelot

# De naam van de site in de kopregel (de naam van het spel; zo laten).
app-name = { -game-name }

## De kopregel
language-label = Taal
nav-pages = Pagina's
nav-play = Spelen
nav-learn = Leren
nav-puzzles = Puzzels
nav-rules = Regels
nav-analysis = Analyse
nav-editor = Editor

## Kleuren
side-white = Wit
side-black = Zwart
# "van Wit" zoals in "na de 5e zet van Wit".
side-white-possessive = van Wit
side-black-possessive = van Zwart

## Aantallen
count-moves = { $n ->
    [one] { $n } zet
   *[other] { $n } zetten
}
count-men = { $n ->
    [one] { $n } pion
   *[other] { $n } pionnen
}
count-knights = { $n ->
    [one] { $n } ridder
   *[other] { $n } ridders
}
game-length-none = geen zetten
at-the-start = bij het begin
before-the-first-move = voor de eerste zet
# "na de 5e zet van Wit"
after-move = na de { $ordinal } zet { $possessive }

## Opsommingen: "C2, D2 en I2", "E4, K4 of L5"
list-and = { $rest } en { $last }
list-or = { $rest } of { $last }
list-separator = ,{ " " }

## Het werkwoord voor het kiezen van een veld (gebiedende wijs)
choose-touch = tik
choose-click = klik
choose-touch-cap = Tik
choose-click-cap = Klik

## Kopieerknoppen
copy = Kopiëren
copy-done = Gekopieerd
copy-failed = Kopiëren mislukt: selecteer de tekst en kopieer hem zelf

## Meldingen
notice-dismiss = Sluiten

## Stored data that cannot be read back
storage-unreadable = onleesbaar op regel { $line }, kolom { $column }
storage-other-version = uit een andere versie ({ $version })
storage-bad-record = ongeldige partijnotatie ({ $why })

## Een bestand van de site dat niet kon worden opgehaald (een puzzelpakket): $status is de HTTP-status (404).
fetch-no-connection = geen verbinding met de site
fetch-status = de site antwoordde { $status }
fetch-unreadable = het antwoord kon niet worden gelezen

## Waarom de computer niet kon antwoorden (een zinsdeel in kleine letters, in de zin van een pagina)
engine-failure-bad-start = ongeldige beginstelling
engine-failure-bad-move = ongeldige zet { $move_text }
engine-failure-damaged = het opgeloste spel is beschadigd
engine-failure-wrong-game = het opgeloste spel is van { $variant }, niet van { $solved }
engine-failure-no-connection = het opgeloste spel kon niet worden gedownload: geen verbinding
engine-failure-not-downloaded = het opgeloste spel kon niet worden gedownload
engine-failure-status = het opgeloste spel kon niet worden gedownload: de site antwoordde { $status }
engine-failure-empty-answer = het opgeloste spel kon niet worden gedownload: een leeg antwoord
engine-failure-broke-off = de download van het opgeloste spel brak af
engine-failure-too-large = het opgeloste spel is groter dan het kan zijn
engine-failure-no-decompression = deze browser kan het opgeloste spel niet uitpakken
engine-failure-not-started = de engine kon niet worden gestart
engine-failure-stopped = de engine is gestopt
engine-failure-stopped-detail = de engine is gestopt ({ $detail })
engine-failure-not-accepted = de engine nam het verzoek niet aan

# De evaluaties van de engine, in de denkregel van de partij en op het analysebord.
eval-has-won = { $side } heeft gewonnen
# Een geforceerde winst in $n eigen zetten van de winnaar.
eval-wins-in = { $n ->
    [one] { $side } wint in { $n } zet
   *[other] { $side } wint in { $n } zetten
}
