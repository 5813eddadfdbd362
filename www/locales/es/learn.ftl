# learn
# El curso de reglas (#/learn): la lista de lecciones, la página de cada lección, los textos de
# las lecciones y las explicaciones del corrector cuando un intento falla.
# Notas para quien traduzca:
# - Los nombres de casillas (C3, H11), las jugadas (C3-D2, E4xE6xE8) y el texto de posición no se traducen.
# - $move es una jugada escrita en la notación de la WCF (E4-E6-G8, E4xE6).
# - $square, $from, $to son nombres de casillas (F7).
# - En inglés, «click» se cambia por «tap» en pantallas táctiles (la página cambia la palabra
#   inglesa); en español se usa «pulsa», que sirve para las dos.
# - «Brinco» es cada paso por encima de una pieza, en un galope o en un salto; «salto» es
#   solo el que captura (jump).

## La lista de lecciones
learn-heading = Aprende las reglas de { -game-name }
# La primera línea del curso; $n es el número de lecciones.
learn-course-intro = { $n ->
    [one] { $n } lección breve
   *[other] { $n } lecciones breves
}, cada una con una pequeña tarea en el tablero. Tu progreso se guarda en este dispositivo.
# «3 de 10 lecciones completadas»: $done lecciones terminadas de $n.
learn-progress = { $done } de { $n ->
    [one] { $n } lección completada
   *[other] { $n } lecciones completadas
}
# La entrada al curso, en un botón; $title es el título de una lección.
learn-start-course = Empezar el curso: { $title }
learn-continue = Continuar: { $title }
learn-reset-progress = Borrar el progreso
# Lo que se lee en voz alta para la marca (✓) junto a una lección terminada.
learn-done-label = completada
# $id es lo que la dirección indicaba como lección.
learn-no-such-lesson = No hay ninguna lección llamada «{ $id }». Elige una de la lista.
# Progreso guardado que no se pudo leer; $why dice por qué (no siempre traducido).
learn-progress-reset = No se pudo leer el progreso guardado del curso ({ $why }) y se ha reiniciado.
# Por qué no se leyó el progreso guardado: lo escribió una versión posterior de la aplicación.
learn-progress-unknown-version = versión desconocida { $version }

## La página de una lección
learn-all-lessons = Todas las lecciones
# Tras el enlace «Todas las lecciones»: « · Lección 3 de 10» (ojo al espacio inicial).
learn-crumb = { " " }· Lección { $number } de { $of }
# Tras el título de una lección ya terminada (ojo al espacio inicial).
learn-done-tick = { " " }✓ completada
learn-your-task = Tu tarea
# Botones: jugar la jugada que mostró una primera pulsación; terminar un galope donde puede terminar.
learn-play-move = Jugar { $move }
learn-end-here = Terminar la jugada aquí ({ $move })
learn-next-lesson = Siguiente lección →
learn-play-a-game = Jugar una partida →
learn-show-me = Muéstramelo
learn-restart = Reiniciar la lección
learn-previous = ← Anterior
# El nombre de los enlaces a la lección anterior y la siguiente (para lectores de pantalla).
learn-nav-label = Lecciones
# Bajo la tarea mientras «Muéstramelo» juega las jugadas, y cuando ya las ha mostrado.
learn-demo-watching = Mira la jugada en el tablero…
learn-demo-revealed = Las flechas y los puntos muestran las jugadas que lo consiguen. Ahora tú: pulsa la pieza
    y luego adónde va.
# La explicación de un intento fallido seguida de la captura que hay que hacer ($duty, una frase).
learn-why-and-duty = { $why } { $duty }

## El corrector: por qué un intento no cumple la tarea
# La posición de una lección que no se puede leer (un error del programa); $error dice por qué.
learn-bad-position = lección { $id }: posición incorrecta: { $error }
# Una pulsación en una casilla que no es la respuesta; $miss es el mensaje propio de la lección.
learn-click-miss = { $square }: { $miss }
learn-click-own-castle = { $square } está en el castillo de las blancas, el tuyo. { $miss }
learn-click-piece-first = { $square }: pulsa primero una de tus piezas y luego adónde debe ir.
learn-click-not-move = Esta tarea te pide pulsar una casilla, no mover.
# Una jugada legal que no cumple la tarea; $miss es el mensaje propio de la lección.
learn-move-miss = { $move }: { $miss }
learn-legal-not-solving = { $move } es legal, pero no resuelve la tarea.
# $outcome es el resultado, tal como lo describen las reglas del juego.
learn-game-over = La partida ha terminado: { $outcome }.
learn-no-piece = No hay ninguna pieza en { $square }.
# $piece_color es el bando de la pieza, $turn el bando al que le toca ("white" o "black").
learn-not-your-piece = La pieza de { $square } es de las { $piece_color ->
    [white] blancas
   *[black] negras
}; juegan las { $turn ->
    [white] blancas
   *[black] negras
}.
learn-choose-destination = Elige adónde debe ir la pieza.

## El corrector: la regla que incumple una jugada ilegal ($move es la jugada intentada)
# $square es donde está la pieza que se encuentra en su propio castillo.
learn-illegal-must-leave-castle = { $move } no está permitida: tu pieza de { $square } está en tu
    propio castillo, así que debe salir de él en este turno, antes que nada, incluso antes que una captura.
learn-illegal-step-in-chain = { $move } no está permitida: un movimiento simple es un solo paso; no
    puede formar parte de una jugada más larga.
learn-illegal-step-occupied = { $move } no está permitida: { $square } está ocupada. Un movimiento
    simple va a una casilla vecina vacía.
learn-illegal-unreachable = { $move } no está permitida: una pieza o da un paso a una casilla vecina
    o brinca sobre una pieza contigua; así no se llega a { $to } desde { $from }.
learn-illegal-leap-occupied = { $move } no está permitida: un brinco debe caer en una casilla vacía, y
    { $square } está ocupada.
# $square es la casilla sobre la que se brinca.
learn-illegal-leap-over-empty = { $move } no está permitida: un brinco debe pasar por encima de una
    pieza contigua, y { $square } está vacía.
learn-illegal-canter-after-jump = { $move } no está permitida: una vez que una pieza ha saltado, solo
    puede seguir saltando, no galopar.
learn-illegal-canter-revisits = { $move } no está permitida: un galope no puede caer en una casilla
    por la que ya ha pasado en la misma jugada (incluida su casilla de partida).
learn-illegal-into-own-castle = { $move } no está permitida: ningún movimiento simple ni galope puede
    entrar en tu propio castillo. Solo un salto puede caer ahí.
learn-illegal-man-charge = { $move } no está permitida: solo un caballero puede galopar y luego saltar
    en una misma jugada (la carga del caballero). Un peón debe elegir una cosa u otra.
learn-illegal-past-enemy-castle = { $move } no está permitida: una jugada termina en cuanto la pieza
    cae en el castillo rival.
# $square es donde está la pieza tras los saltos que se han introducido.
learn-illegal-keep-jumping = { $move } no está permitida: tras un salto, la misma pieza debe seguir
    saltando mientras pueda (desde { $square } puede volver a saltar).
learn-illegal-knights-duty = { $move } no está permitida: la obligación del caballero. Un caballero
    cuyo galope termina junto a una pieza enemiga que puede saltar debe seguir y capturar en la misma jugada.
learn-illegal-castle-moves-spent = { $move } no está permitida: cada jugador puede hacer como mucho
    dos movimientos de castillo por partida, y tú ya has hecho los dos.
# $square es la otra casilla del castillo rival.
learn-illegal-castle-move-occupied = { $move } no está permitida: { $square } está ocupada. El
    movimiento de castillo solo va a la otra casilla del castillo cuando está vacía.
# $used es cuántos movimientos de castillo ha hecho el alumno en la partida (0, 1 o 2).
learn-illegal-leaves-enemy-castle = { $move } no está permitida: una pieza en el castillo rival
    nunca sale de él. Su única jugada posible es el movimiento de castillo a la otra casilla del
    castillo, como mucho dos por jugador y partida ({ $used ->
    [0] aún no has hecho ninguno
    [1] ya has hecho uno
   *[other] ya has hecho los dos
}).
# $examples son hasta tres capturas, unidas con learn-examples-or: «E4xE6 o K4xK6».
learn-illegal-capture-required = { $move } no está permitida: la captura es obligatoria. Una de tus
    piezas puede saltar una pieza enemiga (por ejemplo { $examples }), así que en este turno debes capturar.
learn-examples-or = { " " }o{ " " }
# $error es el motivo que dan las propias reglas (no siempre traducido).
learn-illegal-other = { $move } no está permitida: { $error }.

# Las lecciones, en orden de enseñanza: cada una tiene un título, párrafos que explican la regla
# (text-1, text-2, …), una tarea, lo que se dice cuando un intento falla y cuando se cumple.

## Lección 1
learn-lesson-1-title = El tablero y los castillos
learn-lesson-1-text-1 = { -game-name } se juega en un tablero de 160 casillas: doce columnas, de la A a la L, y
    dieciséis filas. El tablero se estrecha hacia cada extremo, y en cada extremo sobresalen dos casillas:
    son los castillos.
learn-lesson-1-text-2 = El castillo de las blancas es F1 y G1, abajo. El de las negras es F16 y
    G16, arriba. Cada jugador tiene diez peones (piezas redondas con un anillo) y cuatro caballeros (piezas
    con corona). Empiezan las blancas.
learn-lesson-1-text-3 = Ganas si metes dos de tus piezas en el castillo del rival, o si
    capturas todas las piezas del rival y conservas al menos dos de las tuyas.
# La tarea, dirigida al alumno.
learn-lesson-1-task = Juegas con las blancas. Pulsa una casilla del castillo al que intentas llegar:
    el castillo de las negras.
# Lo que se dice cuando una jugada legal (o una pulsación) no cumple la tarea.
learn-lesson-1-miss = No, no es ahí. El castillo de las negras es la pareja de casillas que sobresale
    en la parte de arriba del tablero.
# Lo que se dice cuando la tarea está cumplida.
learn-lesson-1-praise = Correcto: F16 y G16 son el castillo de las negras, tu objetivo.

## Lección 2
learn-lesson-2-title = El movimiento simple
learn-lesson-2-text-1 = La jugada más sencilla: un paso a una casilla vecina vacía, en cualquiera de
    las ocho direcciones: hacia delante, hacia atrás, de lado o en diagonal. Tanto los peones como los
    caballeros se mueven así.
learn-lesson-2-text-2 = Pulsa el peón de F7: los puntos muestran adónde puede ir; un paso acaba en una casilla contigua.
# La tarea, dirigida al alumno.
learn-lesson-2-task = Haz un movimiento simple: mueve uno de tus peones un paso.
# Lo que se dice cuando una jugada legal (o una pulsación) no cumple la tarea.
learn-lesson-2-miss = Eso ha sido un brinco sobre una pieza (un galope, la próxima lección). Aquí basta
    con dar un paso a una casilla vecina.
# Lo que se dice cuando la tarea está cumplida.
learn-lesson-2-praise = Muy bien: un paso a una casilla vecina es un movimiento simple.

## Lección 3
learn-lesson-3-title = El galope
learn-lesson-3-text-1 = Un galope es un brinco sobre una de tus propias piezas que esté junto a la tuya,
    hasta la casilla vacía que hay justo detrás, en línea recta. La pieza sobre la que brincas se queda
    donde está.
learn-lesson-3-text-2 = Un galope puede continuar: tras un brinco, la pieza puede volver a brincar sobre
    otra de tus piezas, y puede cambiar de dirección entre brincos. Puede detenerse tras cualquier
    brinco. Nadie está obligado nunca a galopar.
learn-lesson-3-text-3 = Un límite: en una misma jugada, una pieza que galopa no puede caer en una casilla
    por la que ya ha pasado, incluida su casilla de partida.
# La tarea, dirigida al alumno.
learn-lesson-3-task = Lleva el peón de E4 a I8 en una sola jugada: galopa sobre E5, luego sobre F7 y luego
    sobre H8.
    Selecciona el peón y luego directamente I8: el galope entero es una sola jugada.
# Lo que se dice cuando una jugada legal (o una pulsación) no cumple la tarea.
learn-lesson-3-miss = Es una jugada legal, pero no llega a I8. Selecciona el peón de E4 y
    pulsa directamente I8: el galope entero es una sola jugada (pulsar una casilla donde el galope puede
    detenerse lo termina ahí).
# Lo que se dice cuando la tarea está cumplida.
learn-lesson-3-praise = Tres brincos en una jugada, girando dos veces: un galope encadenado.

## Lección 4
learn-lesson-4-title = El salto: capturar
learn-lesson-4-text-1 = Un salto es un brinco sobre una pieza enemiga contigua a la tuya, hasta la casilla vacía
    de detrás. La pieza enemiga queda capturada y se retira del tablero en el acto.
learn-lesson-4-text-2 = La captura es obligatoria: si alguna de tus piezas puede saltar, debes
    capturar en este turno (tú eliges qué pieza y qué captura).
learn-lesson-4-text-3 = Tras un salto, si la misma pieza puede volver a saltar, debe seguir saltando,
    cambiando de dirección si hace falta. Cuando hay varias cadenas posibles puedes elegir cualquiera, no
    necesariamente la más larga.
# La tarea, dirigida al alumno.
learn-lesson-4-task = Captura dos peones negros en una sola jugada.
# Lo que se dice cuando una jugada legal (o una pulsación) no cumple la tarea.
learn-lesson-4-miss = Esa captura es legal, pero solo se lleva un peón. Otra cadena se lleva dos.
# Lo que se dice cuando la tarea está cumplida.
learn-lesson-4-praise = Dos peones capturados en una sola cadena de saltos.

## Lección 5
learn-lesson-5-title = La carga del caballero
learn-lesson-5-text-1 = Los caballeros tienen una jugada más, la carga del caballero: uno o más galopes
    sobre piezas propias seguidos de uno o más saltos sobre piezas enemigas, todo en una sola jugada. Los
    peones no pueden hacerlo.
learn-lesson-5-text-2 = La obligación del caballero: si el galope de un caballero termina junto a una pieza
    enemiga que podría saltar, el caballero debe seguir y capturar en la misma jugada. No puede
    quedarse ahí sin más.
# La tarea, dirigida al alumno.
learn-lesson-5-task = Captura el peón negro de E7 con tu caballero de E4.
# Lo que se dice cuando una jugada legal (o una pulsación) no cumple la tarea.
learn-lesson-5-miss = Esa jugada no captura nada. Usa el caballero: galopa sobre tu peón y luego
    salta.
# Lo que se dice cuando la tarea está cumplida.
learn-lesson-5-praise = Un galope y luego un salto: eso es la carga del caballero.

## Lección 6
learn-lesson-6-title = Tu propio castillo
learn-lesson-6-text-1 = Nunca puedes entrar en tu propio castillo con un paso ni con un galope. La única forma de
    entrar es un salto (o la parte de saltos de una carga del caballero) que caiga ahí.
learn-lesson-6-text-2 = Una pieza que cae en su propio castillo y puede volver a saltar debe seguir
    saltando, hacia fuera del castillo.
# La tarea, dirigida al alumno.
learn-lesson-6-task = Captura el peón negro de F2 saltando dentro de tu propio castillo.
# Lo que se dice cuando una jugada legal (o una pulsación) no cumple la tarea.
learn-lesson-6-miss = Eso también captura el peón, pero esta lección trata de tu castillo: salta
    dentro de él.
# Lo que se dice cuando la tarea está cumplida.
learn-lesson-6-praise = Un salto es la única forma de entrar en tu propio castillo.

## Lección 7
learn-lesson-7-title = Salir de tu propio castillo
learn-lesson-7-text-1 = Una pieza que terminó su jugada en su propio castillo debe salir en tu siguiente
    turno, y esa jugada la tiene que hacer esa pieza, aunque puedas capturar en otro sitio.
learn-lesson-7-text-2 = Si puede salir saltando, debe saltar; si no, sale con un paso o un galope.
# La tarea, dirigida al alumno.
learn-lesson-7-task = Tu peón de G1 está en tu propio castillo. Haz tu jugada.
# Lo que se dice cuando una jugada legal (o una pulsación) no cumple la tarea.
learn-lesson-7-miss = El peón de G1 tiene que salir del castillo ahora.
# Lo que se dice cuando la tarea está cumplida.
learn-lesson-7-praise = Salir del castillo va primero, antes que cualquier captura.

## Lección 8
learn-lesson-8-title = El castillo rival
learn-lesson-8-text-1 = Entrar en el castillo rival es la forma de ganar. Una pieza que entra en él
    se queda ahí el resto de la partida, y su jugada termina en el momento en que cae dentro, incluso en
    mitad de un galope o de una cadena de saltos.
# La tarea, dirigida al alumno.
learn-lesson-8-task = Mete uno de tus peones en el castillo de las negras.
# Lo que se dice cuando una jugada legal (o una pulsación) no cumple la tarea.
learn-lesson-8-miss = Esa jugada se queda fuera. El castillo de las negras es F16 y G16.
# Lo que se dice cuando la tarea está cumplida.
learn-lesson-8-praise = ¡Dentro! Esa pieza ya no saldrá nunca del castillo de las negras.

## Lección 9
learn-lesson-9-title = Dentro del castillo rival
learn-lesson-9-text-1 = Una pieza en el castillo rival no tiene salida: ya nunca puede salir de él
    con un paso, un galope ni un salto.
learn-lesson-9-text-2 = Su única jugada es el movimiento de castillo: un paso a la otra casilla del castillo,
    cuando esa casilla está vacía. Cada jugador puede hacer como mucho dos movimientos de castillo en toda la partida,
    y ninguno mientras una captura sea obligatoria (el movimiento de castillo cuenta como movimiento simple).
learn-lesson-9-text-3 = Un movimiento de castillo puede hacer sitio: otra de tus piezas puede entonces entrar
    donde estaba la primera.
# La tarea, dirigida al alumno.
learn-lesson-9-task = Tu peón de G16 está en el castillo de las negras. Tu peón de H15 también quiere entrar,
    pero G16 está ocupada y F16 queda fuera de su alcance. En esta partida ya has hecho un movimiento de castillo,
    así que te queda uno: úsalo para hacer sitio.
# Lo que se dice cuando una jugada legal (o una pulsación) no cumple la tarea.
learn-lesson-9-miss = Es legal, pero G16 sigue ocupada, así que el peón de H15 sigue sin poder
    entrar. Mueve el peón que está dentro del castillo.
# Lo que se dice cuando la tarea está cumplida.
learn-lesson-9-praise = Eso ha sido el movimiento de castillo, el segundo y último de esta partida. En tu próximo turno,
    H15-G16 mete un segundo peón en el castillo de las negras y gana.

## Lección 10
learn-lesson-10-title = Ganar y hacer tablas
learn-lesson-10-text-1 = Ganas cuando dos de tus piezas están en el castillo rival, cuando
    has capturado todas las piezas del rival y conservas al menos dos de las tuyas, o cuando tu
    rival no tiene ninguna jugada legal y tú tienes dos piezas o más.
learn-lesson-10-text-2 = La partida termina en tablas cuando a los dos jugadores les queda una pieza o ninguna. En
    esta aplicación, que la misma posición se repita por tercera vez también es tablas (una regla de la casa
    que puedes desactivar en el diálogo Nueva partida).
# La tarea, dirigida al alumno.
learn-lesson-10-task = Uno de tus peones ya está en el castillo de las negras. Gana la partida en una jugada.
# Lo que se dice cuando una jugada legal (o una pulsación) no cumple la tarea.
learn-lesson-10-miss = Es legal, pero la partida sigue. Necesitas una segunda pieza en el castillo
    de las negras.
# Lo que se dice cuando la tarea está cumplida.
learn-lesson-10-praise = Dos piezas en el castillo de las negras: ¡ganan las blancas!

## Enlaces a problemas sobre la regla de una lección
learn-practise-castle-entry = Practica: entrar en el castillo
learn-practise-quiet-move = Practica: jugadas tranquilas
learn-practise-multi-jump = Practica: saltos múltiples
learn-practise-charge = Practica: carga del caballero
learn-practise-defence = Practica: defensa
learn-practise-castle-duty = Practica: salir del propio castillo
learn-practise-castle-race = Practica: carreras al castillo
learn-practise-win = Practica: ganar la partida
