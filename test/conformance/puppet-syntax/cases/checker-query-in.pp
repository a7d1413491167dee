File <| a in b |>
