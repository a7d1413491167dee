$a = { class => 1 }
