$a = "cost: $ 5"
