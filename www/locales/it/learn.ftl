# learn
# Il corso sulle regole (#/learn): l'elenco delle lezioni, la pagina di una lezione, i testi delle
# lezioni e le spiegazioni del correttore quando un tentativo è sbagliato.
# Note per chi traduce:
# - I nomi delle caselle (C3, H11), le mosse (C3-D2, E4xE6xE8) e il testo delle posizioni restano come sono.
# - $move è una mossa scritta nella notazione della WCF (E4-E6-G8, E4xE6).
# - $square, $from, $to sono nomi di caselle (F7); «casella» è femminile («F7 è occupata»).
# - In inglese «click» diventa «tap» sugli schermi touch (la pagina cambia la parola inglese);
#   il testo italiano dice «clicca».

## L'elenco delle lezioni
learn-heading = Impara le regole di { -game-name }
# La frase d'apertura del corso; $n è il numero di lezioni.
learn-course-intro = { $n ->
    [one] { $n } breve lezione
   *[other] { $n } brevi lezioni
}, ognuna con un piccolo esercizio sulla scacchiera. I tuoi progressi vengono salvati su questo dispositivo.
# «3 lezioni completate su 10»: $done lezioni finite su $n.
learn-progress = { $done ->
    [one] { $done } lezione completata
   *[other] { $done } lezioni completate
} su { $n }
# Il pulsante per entrare nel corso; $title è il titolo di una lezione.
learn-start-course = Inizia il corso: { $title }
learn-continue = Continua: { $title }
learn-reset-progress = Azzera i progressi
# Letto dagli screen reader per la spunta (✓) accanto a una lezione completata.
learn-done-label = completata
# $id è ciò che l'indirizzo indicava come lezione.
learn-no-such-lesson = Non esiste una lezione chiamata «{ $id }». Scegline una dall'elenco.
# Progressi salvati che non si sono potuti leggere; $why dice perché (non sempre tradotto).
learn-progress-reset = Non è stato possibile leggere i tuoi progressi nel corso ({ $why }), quindi sono stati azzerati.
# Perché i progressi non sono stati letti: li ha scritti una versione più recente dell'app.
learn-progress-unknown-version = versione { $version } sconosciuta

## La pagina di una lezione
learn-all-lessons = Tutte le lezioni
# Dopo il link «Tutte le lezioni»: « · Lezione 3 di 10» (attenzione allo spazio iniziale).
learn-crumb = { " " }· Lezione { $number } di { $of }
# Dopo il titolo di una lezione già completata (attenzione allo spazio iniziale).
learn-done-tick = { " " }✓ completata
learn-your-task = Il tuo compito
# Pulsanti: gioca la mossa mostrata da un primo tocco; finisci un galoppo dove può fermarsi.
learn-play-move = Gioca { $move }
learn-end-here = Finisci la mossa qui ({ $move })
learn-next-lesson = Lezione successiva →
learn-play-a-game = Gioca una partita →
learn-show-me = Mostrami
learn-restart = Ricomincia la lezione
learn-previous = ← Precedente
# Il nome dei link alla lezione precedente e alla successiva (per gli screen reader).
learn-nav-label = Lezioni
# Sotto il compito, mentre «Mostrami» gioca le mosse, e dopo che le ha mostrate.
learn-demo-watching = Guarda la mossa sulla scacchiera…
learn-demo-revealed = Le frecce e i punti mostrano le mosse che risolvono il compito. Ora tocca a te: clicca il pezzo,
    poi la casella dove deve andare.
# La spiegazione di un tentativo sbagliato seguita dalla cattura che l'allievo deve fare ($duty, una frase).
learn-why-and-duty = { $why } { $duty }

## Il correttore: perché un tentativo non risolve il compito
# La posizione di una lezione non si può leggere (un bug); $error dice perché.
learn-bad-position = lezione { $id }: posizione non valida: { $error }
# Un clic su una casella che non è la risposta; $miss è il messaggio della lezione.
learn-click-miss = { $square }: { $miss }
learn-click-own-castle = { $square } è nel castello del Bianco, il tuo. { $miss }
learn-click-piece-first = { $square }: clicca prima uno dei tuoi pezzi, poi la casella dove deve andare.
learn-click-not-move = Questo compito ti chiede di cliccare una casella, non di muovere.
# Una mossa legale che non risolve il compito; $miss è il messaggio della lezione.
learn-move-miss = { $move }: { $miss }
learn-legal-not-solving = { $move } è legale, ma non risolve il compito.
# $outcome è il risultato, come lo descrivono le regole del gioco.
learn-game-over = La partita è finita: { $outcome }.
learn-no-piece = Non c'è nessun pezzo in { $square }.
# $piece_color è il colore del pezzo, $turn il colore che deve muovere ("white" o "black").
learn-not-your-piece = Il pezzo in { $square } è del { $piece_color ->
    [white] Bianco
   *[black] Nero
}; tocca al { $turn ->
    [white] Bianco
   *[black] Nero
}.
learn-choose-destination = Scegli dove deve andare il pezzo.

## Il correttore: la regola che una mossa illegale infrange ($move è la mossa tentata)
# $square è la casella dove sta il pezzo nel proprio castello.
learn-illegal-must-leave-castle = { $move } non è consentita: il tuo pezzo in { $square } si trova nel
    tuo castello, quindi deve uscirne in questo turno, prima di ogni altra cosa, anche di una cattura.
learn-illegal-step-in-chain = { $move } non è consentita: una mossa semplice è un solo passo; non può
    far parte di una mossa più lunga.
learn-illegal-step-occupied = { $move } non è consentita: { $square } è occupata. Una mossa semplice
    va su una casella vicina vuota.
learn-illegal-unreachable = { $move } non è consentita: un pezzo o fa un passo su una casella vicina o
    scavalca con un balzo un pezzo accanto a sé; in questo modo { $to } non si raggiunge da { $from }.
learn-illegal-leap-occupied = { $move } non è consentita: un balzo deve atterrare su una casella vuota, e
    { $square } è occupata.
# $square è la casella scavalcata.
learn-illegal-leap-over-empty = { $move } non è consentita: un balzo deve scavalcare un pezzo proprio
    accanto, e { $square } è vuota.
learn-illegal-canter-after-jump = { $move } non è consentita: dopo che un pezzo ha saltato, può solo
    continuare a saltare, non galoppare.
learn-illegal-canter-revisits = { $move } non è consentita: un galoppo non può atterrare su una casella
    già visitata nella stessa mossa (compresa quella di partenza).
learn-illegal-into-own-castle = { $move } non è consentita: nessuna mossa semplice né galoppo può entrare
    nel tuo castello. Solo un salto può atterrarci.
learn-illegal-man-charge = { $move } non è consentita: solo un cavallo può galoppare e poi saltare nella
    stessa mossa (la carica del cavallo). Una pedina deve scegliere l'uno o l'altro.
learn-illegal-past-enemy-castle = { $move } non è consentita: una mossa finisce appena il pezzo
    atterra nel castello avversario.
# $square è la casella dove si trova il pezzo dopo i salti inseriti.
learn-illegal-keep-jumping = { $move } non è consentita: dopo un salto, lo stesso pezzo deve continuare
    a saltare finché può (da { $square } può saltare ancora).
learn-illegal-knights-duty = { $move } non è consentita: c'è l'obbligo del cavallo. Un cavallo il cui
    galoppo atterra accanto a un pezzo nemico che può saltare deve proseguire e catturare nella stessa mossa.
learn-illegal-castle-moves-spent = { $move } non è consentita: ogni giocatore può fare al massimo due
    mosse di castello per partita, e tu le hai già fatte entrambe.
# $square è l'altra casella del castello avversario.
learn-illegal-castle-move-occupied = { $move } non è consentita: { $square } è occupata. La mossa di
    castello va sull'altra casella del castello solo quando è vuota.
# $used è quante mosse di castello l'allievo ha fatto nella partita (0, 1 o 2).
learn-illegal-leaves-enemy-castle = { $move } non è consentita: un pezzo nel castello avversario non
    ne esce mai. La sua sola mossa è la mossa di castello sull'altra casella del castello, al massimo
    due per giocatore in una partita (tu { $used ->
    [0] non ne hai ancora fatta nessuna
    [1] ne hai già fatta una
   *[other] le hai già fatte entrambe
}).
# $examples sono fino a tre catture, unite da learn-examples-or: «E4xE6 o K4xK6».
learn-illegal-capture-required = { $move } non è consentita: la cattura è obbligatoria. Uno dei tuoi
    pezzi può saltare un pezzo nemico (per esempio { $examples }), quindi in questo turno devi catturare.
learn-examples-or = { " " }o{ " " }
# $error è il motivo dato dalle regole stesse (non sempre tradotto).
learn-illegal-other = { $move } non è consentita: { $error }.

# Le lezioni, nell'ordine del corso: ognuna ha un titolo, dei paragrafi che spiegano la regola
# (text-1, text-2, …), un compito, cosa si dice quando un tentativo lo manca e quando è risolto.

## Lezione 1
learn-lesson-1-title = La scacchiera e i castelli
learn-lesson-1-text-1 = { -game-name } si gioca su una scacchiera di 160 caselle: dodici colonne, dalla A
    alla L, e sedici traverse. La scacchiera si restringe verso ciascuna estremità, e a ogni estremità
    sporgono due caselle: sono i castelli.
learn-lesson-1-text-2 = Il castello del Bianco è F1 e G1, in basso. Il castello del Nero è F16 e
    G16, in alto. Ogni giocatore ha dieci pedine (pezzi rotondi con un anello) e quattro cavalli (pezzi
    con una corona). Il Bianco muove per primo.
learn-lesson-1-text-3 = Vinci portando due dei tuoi pezzi nel castello dell'avversario, oppure
    catturando tutti i pezzi dell'avversario e tenendone almeno due dei tuoi.
# Il compito, rivolto all'allievo.
learn-lesson-1-task = Giochi col Bianco. Clicca una casella del castello che devi raggiungere:
    il castello del Nero.
# Cosa si dice quando una mossa legale (o un clic) non risolve il compito.
learn-lesson-1-miss = Non è quella giusta. Il castello del Nero è la coppia di caselle che sporge in cima
    alla scacchiera.
# Cosa si dice quando il compito è risolto.
learn-lesson-1-praise = Giusto: F16 e G16 sono il castello del Nero, il tuo obiettivo.

## Lezione 2
learn-lesson-2-title = La mossa semplice
learn-lesson-2-text-1 = La mossa più semplice: un passo su una casella vicina vuota, in una qualsiasi
    delle otto direzioni, avanti, indietro, di lato o in diagonale. Pedine e cavalli si muovono
    entrambi così.
learn-lesson-2-text-2 = Clicca la pedina in F7: i punti mostrano dove può andare; un passo finisce su una casella vicina.
# Il compito, rivolto all'allievo.
learn-lesson-2-task = Fai una mossa semplice: muovi una delle tue pedine di un passo.
# Cosa si dice quando una mossa legale (o un clic) non risolve il compito.
learn-lesson-2-miss = Quello era un balzo sopra un pezzo (un galoppo, la prossima lezione). Qui fai
    solo un passo su una casella vicina.
# Cosa si dice quando il compito è risolto.
learn-lesson-2-praise = Bravo: un passo su una casella vicina è una mossa semplice.

## Lezione 3
learn-lesson-3-title = Il galoppo
learn-lesson-3-text-1 = Un galoppo è un balzo che scavalca uno dei tuoi pezzi accanto al tuo, fino
    alla casella vuota subito dopo, in linea retta. Il pezzo scavalcato resta dov'è.
learn-lesson-3-text-2 = Un galoppo può continuare: dopo un balzo, il pezzo può scavalcare di nuovo
    un altro dei tuoi pezzi, e può cambiare direzione tra un balzo e l'altro. Può fermarsi dopo
    qualsiasi balzo. Nessuno è mai obbligato a galoppare.
learn-lesson-3-text-3 = Un limite: nella stessa mossa un pezzo che galoppa non può atterrare su una
    casella già visitata, compresa quella di partenza.
# Il compito, rivolto all'allievo.
learn-lesson-3-task = Porta la pedina da E4 a I8 in una sola mossa: galoppa sopra E5, poi F7, poi
    H8.
    Seleziona la pedina, poi direttamente I8: l'intero galoppo è una sola mossa.
# Cosa si dice quando una mossa legale (o un clic) non risolve il compito.
learn-lesson-3-miss = È una mossa legale, ma non arriva in I8. Seleziona la pedina in E4 e
    clicca direttamente I8: l'intero galoppo è una sola mossa (un clic su una casella dove
    un galoppo può fermarsi lo termina lì).
# Cosa si dice quando il compito è risolto.
learn-lesson-3-praise = Tre balzi in una mossa, cambiando direzione due volte: un galoppo concatenato.

## Lezione 4
learn-lesson-4-title = Il salto: catturare
learn-lesson-4-text-1 = Un salto è un balzo che scavalca un pezzo nemico accanto al tuo, fino alla
    casella vuota subito dopo. Il pezzo nemico è catturato e tolto subito dalla scacchiera.
learn-lesson-4-text-2 = La cattura è obbligatoria: se uno qualsiasi dei tuoi pezzi può saltare, in
    questo turno devi catturare (scegli tu quale pezzo e quale cattura).
learn-lesson-4-text-3 = Dopo un salto, se lo stesso pezzo può saltare ancora, deve continuare a
    saltare, cambiando direzione se serve. Quando sono possibili più catene, puoi sceglierne una
    qualsiasi, non per forza la più lunga.
# Il compito, rivolto all'allievo.
learn-lesson-4-task = Cattura due pedine nere in una sola mossa.
# Cosa si dice quando una mossa legale (o un clic) non risolve il compito.
learn-lesson-4-miss = Questa cattura è legale, ma prende una sola pedina. Un'altra catena ne prende due.
# Cosa si dice quando il compito è risolto.
learn-lesson-4-praise = Due pedine catturate in una sola catena di salti.

## Lezione 5
learn-lesson-5-title = La carica del cavallo
learn-lesson-5-text-1 = I cavalli hanno una mossa in più, la carica del cavallo: uno o più galoppi
    sopra i propri pezzi, seguiti da uno o più salti sopra pezzi nemici, tutto in una sola mossa. Le
    pedine non possono farlo.
learn-lesson-5-text-2 = L'obbligo del cavallo: se il galoppo di un cavallo atterra accanto a un pezzo
    nemico che potrebbe saltare, il cavallo deve proseguire e catturare nella stessa mossa. Non può
    semplicemente fermarsi lì.
# Il compito, rivolto all'allievo.
learn-lesson-5-task = Cattura la pedina nera in E7 col tuo cavallo in E4.
# Cosa si dice quando una mossa legale (o un clic) non risolve il compito.
learn-lesson-5-miss = Questa mossa non cattura niente. Usa il cavallo: galoppa sopra la tua pedina,
    poi salta.
# Cosa si dice quando il compito è risolto.
learn-lesson-5-praise = Un galoppo, poi un salto: questa è la carica del cavallo.

## Lezione 6
learn-lesson-6-title = Il tuo castello
learn-lesson-6-text-1 = Non puoi mai entrare nel tuo castello con un passo o con un galoppo. L'unico
    modo per entrarci è un salto (o la parte di salti di una carica del cavallo) che atterra lì.
learn-lesson-6-text-2 = Un pezzo che atterra nel proprio castello e può saltare ancora deve
    continuare a saltare, fuori dal castello.
# Il compito, rivolto all'allievo.
learn-lesson-6-task = Cattura la pedina nera in F2 saltando nel tuo castello.
# Cosa si dice quando una mossa legale (o un clic) non risolve il compito.
learn-lesson-6-miss = Anche così catturi la pedina, ma questa lezione parla del tuo castello: salta
    dentro.
# Cosa si dice quando il compito è risolto.
learn-lesson-6-praise = Un salto è l'unico modo per entrare nel tuo castello.

## Lezione 7
learn-lesson-7-title = Uscire dal tuo castello
learn-lesson-7-text-1 = Un pezzo che ha finito la mossa nel proprio castello deve uscirne già al tuo
    turno successivo, e quella mossa deve farla proprio quel pezzo, anche se potresti catturare
    altrove.
learn-lesson-7-text-2 = Se può uscire saltando, deve saltare; altrimenti esce con un passo o con un
    galoppo.
# Il compito, rivolto all'allievo.
learn-lesson-7-task = La tua pedina in G1 è nel tuo castello. Fai la tua mossa.
# Cosa si dice quando una mossa legale (o un clic) non risolve il compito.
learn-lesson-7-miss = La pedina in G1 deve uscire dal castello adesso.
# Cosa si dice quando il compito è risolto.
learn-lesson-7-praise = Uscire dal castello viene prima di tutto, prima di qualsiasi cattura.

## Lezione 8
learn-lesson-8-title = Il castello avversario
learn-lesson-8-text-1 = Si vince entrando nel castello dell'avversario. Un pezzo che ci entra
    resta lì per il resto della partita, e la sua mossa finisce nel momento in cui atterra dentro,
    anche a metà di un galoppo o di una catena di salti.
# Il compito, rivolto all'allievo.
learn-lesson-8-task = Porta una delle tue pedine nel castello del Nero.
# Cosa si dice quando una mossa legale (o un clic) non risolve il compito.
learn-lesson-8-miss = Questa mossa resta fuori. Il castello del Nero è F16 e G16.
# Cosa si dice quando il compito è risolto.
learn-lesson-8-praise = Dentro! Quel pezzo non lascerà mai più il castello del Nero.

## Lezione 9
learn-lesson-9-title = Dentro il castello avversario
learn-lesson-9-text-1 = Un pezzo nel castello dell'avversario non ha via d'uscita: non può mai più
    uscirne, né con un passo, né con un galoppo, né con un salto.
learn-lesson-9-text-2 = La sua unica mossa è la mossa di castello: un passo sull'altra casella del
    castello, quando quella casella è vuota. Ogni giocatore può fare al massimo due mosse di castello
    in tutta la partita, e nessuna quando la cattura è obbligatoria (la mossa di castello conta come
    una mossa semplice).
learn-lesson-9-text-3 = Una mossa di castello può fare spazio: un altro dei tuoi pezzi può poi entrare
    dove stava il primo.
# Il compito, rivolto all'allievo.
learn-lesson-9-task = La tua pedina in G16 è nel castello del Nero. Anche la tua pedina in H15 vuole
    entrare, ma G16 è occupata e F16 è fuori dalla sua portata. In questa partita hai già fatto una
    mossa di castello, quindi te ne resta una: usala per fare spazio.
# Cosa si dice quando una mossa legale (o un clic) non risolve il compito.
learn-lesson-9-miss = È legale, ma G16 è ancora occupata, quindi la pedina in H15 non può ancora
    entrare. Muovi la pedina che è dentro il castello.
# Cosa si dice quando il compito è risolto.
learn-lesson-9-praise = Questa era la mossa di castello, la tua seconda e ultima della partita. Al
    prossimo turno, H15-G16 porta una seconda pedina nel castello del Nero e vince.

## Lezione 10
learn-lesson-10-title = Vincere e pattare
learn-lesson-10-text-1 = Vinci quando due dei tuoi pezzi stanno nel castello dell'avversario, quando
    hai catturato tutti i pezzi dell'avversario tenendone almeno due dei tuoi, o quando il tuo
    avversario non ha più mosse legali mentre tu hai due o più pezzi.
learn-lesson-10-text-2 = La partita è patta quando entrambi i giocatori restano con un solo pezzo o
    con nessuno. In questa app è patta anche quando la stessa posizione si presenta per la terza
    volta (una regola della casa, che puoi disattivare nella finestra Nuova partita).
# Il compito, rivolto all'allievo.
learn-lesson-10-task = Una delle tue pedine è già nel castello del Nero. Vinci la partita in una mossa.
# Cosa si dice quando una mossa legale (o un clic) non risolve il compito.
learn-lesson-10-miss = È legale, ma la partita continua. Ti serve un secondo pezzo nel castello
    del Nero.
# Cosa si dice quando il compito è risolto.
learn-lesson-10-praise = Due pezzi nel castello del Nero: vince il Bianco!

## Link ai problemi sulla regola di una lezione (i nomi dei temi di puzzles.ftl)
learn-practise-castle-entry = Esercitati: entrate nel castello
learn-practise-quiet-move = Esercitati: mosse tranquille
learn-practise-multi-jump = Esercitati: salti multipli
learn-practise-charge = Esercitati: carica del cavallo
learn-practise-defence = Esercitati: difesa
learn-practise-castle-duty = Esercitati: uscita obbligata dal castello
learn-practise-castle-race = Esercitati: corse al castello
learn-practise-win = Esercitati: vincere la partita
