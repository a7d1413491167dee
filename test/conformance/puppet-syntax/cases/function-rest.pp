function foo::all(*$args) { $args }
