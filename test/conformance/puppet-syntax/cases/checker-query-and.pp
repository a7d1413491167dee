File <| a == b and c != d |>
