File <| a =~ b |>
