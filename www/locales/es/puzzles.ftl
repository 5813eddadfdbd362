# El entrenador de problemas (#/puzzles): problemas tácticos, una puntuación, temas, rachas, pistas.
# Notas para quien traduzca:
# - $game es un juego de la familia Camelot por su título (Camelot, Cam, Camette), tal como se
#   traduce en las palabras de las reglas.
# - $side, $opponent son nombres de bandos tal como los traduce app.ftl («las blancas», en minúscula y con verbo en plural); $color y
#   $opponent_color son "white" o "black" para los selectores.
# - Las jugadas (F6-F7, F8xF10xF12), las casillas (F8) y los ids de problema (c0142) no se tocan.
# - La puntuación de un problema (1620) se escribe tal cual, sin separador de miles.

## Temas: sus nombres, en el selector de tema y en el pie del problema
puzzles-theme-charge = Carga del caballero
puzzles-theme-multi-jump = Saltos múltiples
puzzles-theme-capture-trap = Trampa de captura
puzzles-theme-castle-entry = Entrada en el castillo
puzzles-theme-castle-race = Carrera al castillo
puzzles-theme-castle-duty = Salir del propio castillo
puzzles-theme-defence = Defensa
puzzles-theme-quiet-move = Jugada tranquila
puzzles-theme-endgame = Final
puzzles-theme-win = Ganar la partida
puzzles-theme-one-move = Una jugada
puzzles-theme-short = Corto (dos jugadas)
puzzles-theme-long = Largo (tres jugadas o más)

## Lo que un tema pide a quien resuelve (bajo el tablero, cuando el problema ha terminado)
puzzles-theme-hint-charge = Una carga del caballero: un galope que continúa con una captura.
puzzles-theme-hint-multi-jump = Un salto que sigue hasta capturar dos piezas o más.
puzzles-theme-hint-capture-trap = Se ofrece una pieza: la captura obligatoria abre paso a otra mayor.
puzzles-theme-hint-castle-entry = Meter una pieza en el castillo enemigo.
puzzles-theme-hint-castle-race = Los dos bandos corren hacia el castillo del otro.
puzzles-theme-hint-castle-duty = Una pieza en su propio castillo debe salir de él.
puzzles-theme-hint-defence = La única jugada que salva la partida.
puzzles-theme-hint-quiet-move = La primera jugada no captura nada.
puzzles-theme-hint-endgame = Seis piezas o menos.

## La página
puzzles-heading = Problemas
puzzles-heading-streak = Racha de problemas
# Antes de elegir el juego (sigue un selector).
puzzles-game-label = Juego
# Antes de elegir el tema (sigue un selector).
puzzles-theme-label = Tema
puzzles-all-themes = Todos los temas
# Un tema en el selector con cuántos problemas lo tienen: «Carga del caballero (52)».
puzzles-theme-option = { $theme } ({ $n })
puzzles-your-task = Tu tarea
# La tarea sobre el tablero, $side quien resuelve.
puzzles-task = Juegan { $side }: encuentra la mejor jugada.
# $last es la última jugada del rival: «Jugada de las negras: G12-F11. Juegan las blancas: encuentra la mejor jugada.»
puzzles-task-after = Jugada de { $opponent }: { $last }. Juegan { $side }: encuentra la mejor jugada.
# La línea de la puntuación, antes del número (ojo al espacio final).
puzzles-rating = Tu puntuación en problemas de { $game }:{ " " }
# Tras la puntuación, mientras es incierta (ojo al espacio inicial).
puzzles-provisional = { " " }(provisional)
puzzles-provisional-title = Provisional: unos cuantos problemas más la afianzan
# El contador de la racha: «Racha: 3 · mejor: 7».
puzzles-streak = Racha: { $count } · mejor: { $best }
puzzles-streak-intro = Racha de problemas: problemas cada vez más difíciles, hasta el primer fallo.
    Sin pistas y sin puntuación en juego.
puzzles-try-again = Intentar de nuevo
puzzles-analyse = Analizar esta posición
puzzles-modes-label = Modos de problemas
puzzles-learn-link = Aprende las reglas
puzzles-streak-start = Racha de problemas
puzzles-back-to-rated = Volver a los problemas puntuados

## Los botones de la tarea
puzzles-next = Siguiente problema
puzzles-next-streak = Empezar una nueva racha
puzzles-hint = Pista
puzzles-show-move = Mostrar la jugada
puzzles-hint-title = Una pista muestra la pieza y luego la jugada; entonces el problema cuenta como fallado
puzzles-retry = Reintentar
puzzles-view-solution = Ver la solución
# Una jugada introducida por un recorrido puede terminar donde está: «Terminar la jugada aquí (E4-E6)».
puzzles-end-here = Terminar la jugada aquí ({ $move_text })

## Recorrer la línea del problema terminado
puzzles-steps-label = La solución, jugada a jugada
puzzles-to-start = Al inicio del problema
puzzles-back = Una jugada atrás
puzzles-forward = Una jugada adelante
puzzles-to-end = Al final
puzzles-step-start = El inicio del problema
puzzles-step = Jugada { $at } de { $end }
puzzles-step-end = Jugada { $at } de { $end }: el final

## Lo que se le dice a quien resuelve
puzzles-right = ¡Correcto! Ahora la respuesta…
# $reply es la respuesta del ordenador.
puzzles-your-turn = La respuesta: { $reply }. Sigue: encuentra la siguiente jugada.
puzzles-solved = Has encontrado todas las jugadas.
puzzles-solved-hinted = Con pista: tu puntuación lo cuenta como fallo.
puzzles-solved-retried = Resuelto tras reintentar: el problema cuenta como fallado, porque el primer intento fue incorrecto.
# $move_text es la jugada equivocada.
puzzles-wrong = { $move_text } no es la jugada. Reintenta desde antes de ella o mira la solución.
puzzles-retry-note = Vuelve a intentarlo: el problema cuenta como fallado, pero encontrar la jugada te la enseña igualmente.
# La primera pista: la casilla de la pieza que hay que mover.
puzzles-hint-piece = Mueve la pieza de { $square }.
# La segunda pista: la jugada entera.
puzzles-hint-move = La jugada está dibujada en el tablero: { $move_text }.
# $line son las jugadas del problema, separadas como una lista: «F6-F7, F9-F8 y F7xF9».
puzzles-solution = La solución: { $line }.
puzzles-hint-counted = Has usado una pista: tu puntuación cuenta este problema como fallado.
puzzles-hint-cost = Una pista hace que tu puntuación cuente el problema como fallado.
# Por qué no se puede hacer una jugada ($why) y luego lo que pide la obligación de capturar ($duty): dos frases.
puzzles-why-and-duty = { $why } { $duty }
# El resultado, antes de las palabras sobre él.
puzzles-result-solved = Resuelto.
puzzles-result-missed = Fallado.
# Un problema ya puntuado antes: su resultado deja la puntuación como está.
puzzles-replay = Ya jugado: no vuelve a puntuar
# Cambios de puntuación: «+12», «−8», «±0».
puzzles-change-none = ±0
puzzles-change-up = +{ $n }
puzzles-change-down = −{ $n }
# «un problema», en «Fin de la racha: un problema sin fallar.»
puzzles-streak-solved = { $n ->
    [0] ningún problema
    [one] un problema
   *[other] { $n } problemas
}
puzzles-streak-over = Fin de la racha: { puzzles-streak-solved } sin fallar.
puzzles-streak-over-best = Fin de la racha: { puzzles-streak-solved } sin fallar. ¡Tu mejor marca hasta ahora!

## El pie del problema: «Problema c0142» y, cuando ha terminado,
## «Problema c0142 · puntuación 1620 · Carga del caballero, Corto (dos jugadas)»
puzzles-caption = Problema { $id }
puzzles-caption-over = Problema { $id } · puntuación { $rating }
# $themes son los nombres de los temas del problema, separados como una lista.
puzzles-caption-over-themes = Problema { $id } · puntuación { $rating } · { $themes }

## Los últimos problemas, cada uno tras su id: «c0142 · 1620 · resuelto · +12»
puzzles-history-heading = Tus últimos problemas
puzzles-history-solved = resuelto
puzzles-history-solved-hint = resuelto con pista
puzzles-history-missed = fallado
puzzles-history-not-rated = sin puntuar
# Tras el id del problema (ojo al espacio inicial): su puntuación y el resultado.
puzzles-history-details = { " " }· { $rating } · { $result }
# Lo mismo con el cambio de puntuación (o «sin puntuar»).
puzzles-history-details-change = { " " }· { $rating } · { $result } · { $change }

## La carga, y lo que sale mal
puzzles-loading = Cargando los problemas de { $game }…
# $why dice qué ha salido mal.
puzzles-pack-failed = No se pudieron cargar los problemas de { $game }: { $why }. Comprueba la conexión y vuelve a intentarlo.
# $first dice qué le pasaba al primer problema omitido.
puzzles-pack-damaged = { $n ->
    [one] Un problema del paquete no se pudo usar y se ha omitido ({ $first }).
   *[other] { $n } problemas del paquete no se pudieron usar y se han omitido ({ $first }).
}
puzzles-no-such-puzzle = No hay ningún problema de { $game } con el id «{ $id }». Aquí tienes otro.
# $game es el nombre que da el enlace; se muestran en su lugar los problemas de Camelot.
puzzles-no-such-game = No hay problemas para el juego «{ $game }»: aquí tienes los de Camelot.
puzzles-progress-unreadable = No se pudo leer tu historial de problemas ({ $why }), así que empieza de cero.
    Los datos antiguos se guardan aparte.
# $version es el número de versión del historial guardado.
puzzles-progress-version = versión { $version }
puzzles-all-played = Has jugado todos los problemas: vuelven a salir.
puzzles-all-played-theme = Has jugado todos los problemas del tema { $theme }: vuelven a salir.
# Un enlace pidió un tema del que el juego no tiene problemas: los problemas de $found sí lo tienen.
puzzles-theme-elsewhere = Los problemas de { $played } aún no tienen ninguno del tema { $theme }: aquí tienes los de { $found }.
puzzles-theme-missing = Los problemas de { $game } no tienen ninguno del tema { $theme }: aquí tienes todos los temas.

## Lo que falla en un paquete dañado (en los mensajes de arriba); $error son las palabras de las propias reglas
puzzles-pack-empty = no contiene ningún problema
# $n es el lugar del problema en el paquete (1, 2, …).
puzzles-pack-not-a-puzzle = problema { $n }: no es un problema (id, posición, jugadas, puntuación)
puzzles-pack-bad-id = problema { $n }: id `{ $id }` ausente o repetido
# $problem es uno de los mensajes de abajo.
puzzles-pack-puzzle = problema { $id }: { $problem }
puzzles-pack-position = posición: { $error }
puzzles-pack-over = posición: la partida ya ha terminado
puzzles-pack-line-length = la línea tiene { $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
}: debe empezar y terminar con una jugada de quien resuelve
# $n es el lugar de la jugada en la línea, $move_text la jugada.
puzzles-pack-move = jugada { $n } `{ $move_text }`: { $error }
puzzles-pack-move-ends = la jugada { $n } `{ $move_text }` termina la partida antes que la línea
puzzles-pack-last-move = última jugada `{ $move_text }`: { $error }
puzzles-pack-rating = la puntuación no es un número
