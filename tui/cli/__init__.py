"""The command line: `tabula` and its commands, completion, the text it prints."""
