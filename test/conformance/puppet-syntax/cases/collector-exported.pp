Host <<| |>>
