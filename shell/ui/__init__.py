"""The screens' toolkit: scenes and their stack, theme, focus, scrolling, widgets,
toasts, pictures, drag and drop, keyboard play, animation and sound."""
