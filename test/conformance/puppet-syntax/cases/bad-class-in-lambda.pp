[1].each |$x| { class foo { } }
