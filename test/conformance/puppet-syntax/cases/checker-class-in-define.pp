define a { class b {} }
