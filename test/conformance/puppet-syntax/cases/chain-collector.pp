Package <| |> -> Service <| |>
