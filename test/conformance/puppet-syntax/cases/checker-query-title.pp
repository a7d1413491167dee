File <| title |>
