File <| $x + 1 |>
