class foo { class bar { } }
